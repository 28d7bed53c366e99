package dev.genclient.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ForkTest {
  @Test
  void onTwoThreadsTheStepRunsOnItsOwnDaemonThread() throws InterruptedException {
    Thread caller = Thread.currentThread();
    CountDownLatch started = new CountDownLatch(1);
    Fork<Thread> fork = Fork.start("fork-test", 2, () -> {
      started.countDown();
      return Thread.currentThread();
    });
    assertTrue(started.await(30, TimeUnit.SECONDS), "the step's thread started");
    Thread ran = fork.join();
    assertNotEquals(caller, ran);
    assertEquals("fork-test", ran.getName());
    assertTrue(ran.isDaemon());
  }

  @Test
  void onOneThreadTheStepRunsInTheCallerAtJoin() {
    StringBuilder order = new StringBuilder();
    Fork<Thread> fork = Fork.start("fork-test", 1, () -> {
      order.append("step ");
      return Thread.currentThread();
    });
    order.append("caller ");
    assertSame(Thread.currentThread(), fork.join());
    assertEquals("caller step ", order.toString());
    assertSame(Thread.currentThread(), fork.join(), "a second join returns the same result");
  }

  @Test
  void aFailureIsRethrownAsItself() {
    for (int threads : new int[] {1, 2}) {
      IllegalStateException failure = new IllegalStateException("boom");
      StackOverflowError error = new StackOverflowError();
      assertSame(failure, assertThrows(IllegalStateException.class,
          () -> Fork.start("fork-test", threads, () -> {
            throw failure;
          }).join()));
      assertSame(error, assertThrows(StackOverflowError.class,
          () -> Fork.start("fork-test", threads, () -> {
            throw error;
          }).join()));
    }
  }
}
