package dev.genclient.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** A batch rendered with spare threads hands over what a plain loop over its items would, in the same order. */
class FileBatchTest {
  private static GeneratedFile file(int item) {
    return GeneratedFile.utf8("f" + item, ("item " + item).getBytes(StandardCharsets.UTF_8));
  }

  private static List<Integer> items(int n) {
    return IntStream.range(0, n).boxed().toList();
  }

  /** Runs {@code body} with {@code helpers} threads serving {@code spare}, then closes it and waits for them. */
  private static void withHelpers(SpareThreads spare, int helpers, Runnable body) throws InterruptedException {
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < helpers; i++) {
      Thread thread = new Thread(() -> {
        try {
          spare.serve();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "test-helper-" + i);
      thread.start();
      threads.add(thread);
    }
    try {
      body.run();
    } finally {
      spare.close();
      for (Thread thread : threads) {
        thread.join(10_000);
        assertTrue(!thread.isAlive(), "a helper still serving after close");
      }
    }
  }

  private static List<String> paths(List<GeneratedFile> files) {
    return files.stream().map(GeneratedFile::path).toList();
  }

  @Test
  void everySizeComesOutInItemOrderWithTheRightBytes() throws Exception {
    Random random = new Random(7);
    for (int n : new int[] {0, 1, 7, 8, 9, 16, 17, 40, 333}) {
      SpareThreads spare = SpareThreads.lending();
      List<GeneratedFile> out = Collections.synchronizedList(new ArrayList<>());
      int seed = random.nextInt();
      withHelpers(spare, 3, () -> new TemplateRenderer("java", null, null, spare).files(items(n), () -> {
        Random jitter = new Random(seed ^ Thread.currentThread().getName().hashCode());
        return item -> {
          if (jitter.nextInt(4) == 0) {
            Thread.onSpinWait();
            Thread.yield();
          }
          return file(item);
        };
      }, out::add));
      assertEquals(paths(items(n).stream().map(FileBatchTest::file).toList()), paths(out), n + " items");
      for (int i = 0; i < n; i++) {
        assertEquals("item " + i, new String(out.get(i).bytes(), StandardCharsets.UTF_8));
      }
    }
  }

  @Test
  void spareThreadsRenderPartOfTheBatch() throws Exception {
    SpareThreads spare = SpareThreads.lending();
    Set<String> renderers = ConcurrentHashMap.newKeySet();
    CountDownLatch helped = new CountDownLatch(1);
    Thread owner = Thread.currentThread();
    List<GeneratedFile> out = new ArrayList<>();
    withHelpers(spare, 1, () -> new TemplateRenderer("java", null, null, spare).files(items(64), () -> item -> {
      renderers.add(Thread.currentThread().getName());
      if (Thread.currentThread() != owner) {
        helped.countDown();
      } else if (item == 0) {
        // The owner's first item waits until the helper has rendered one of the later chunks.
        try {
          assertTrue(helped.await(10, TimeUnit.SECONDS), "no spare thread joined the batch");
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }
      return file(item);
    }, out::add));
    assertEquals(paths(items(64).stream().map(FileBatchTest::file).toList()), paths(out));
    assertEquals(Set.of(owner.getName(), "test-helper-0"), renderers);
  }

  @Test
  void eachThreadGetsItsOwnRenderer() throws Exception {
    SpareThreads spare = SpareThreads.lending();
    AtomicInteger made = new AtomicInteger();
    Set<String> sharedAcrossThreads = ConcurrentHashMap.newKeySet();
    withHelpers(spare, 2, () -> new TemplateRenderer("java", null, null, spare).files(items(200), () -> {
      made.incrementAndGet();
      Set<String> users = ConcurrentHashMap.newKeySet();
      return item -> {
        users.add(Thread.currentThread().getName());
        if (users.size() > 1) {
          sharedAcrossThreads.add("renderer used by " + users);
        }
        return file(item);
      };
    }, file -> {}));
    assertEquals(Set.of(), sharedAcrossThreads);
    assertTrue(made.get() >= 1 && made.get() <= 3, "one renderer per thread that rendered: " + made.get());
  }

  @Test
  void aFailedItemFailsTheBatchAtItsTurnAfterTheFilesBeforeIt() throws Exception {
    for (int failing : new int[] {0, 5, 8, 31, 99}) {
      SpareThreads spare = SpareThreads.lending();
      List<GeneratedFile> out = new ArrayList<>();
      IllegalArgumentException[] thrown = new IllegalArgumentException[1];
      withHelpers(spare, 2, () -> thrown[0] = assertThrows(IllegalArgumentException.class,
          () -> new TemplateRenderer("java", null, null, spare).files(items(100), () -> item -> {
            if (item >= failing && item % 2 == failing % 2) {
              throw new IllegalArgumentException("item " + item); // later items fail too: the first one counts
            }
            return file(item);
          }, out::add)));
      assertEquals("item " + failing, thrown[0].getMessage());
      assertEquals(paths(items(failing).stream().map(FileBatchTest::file).toList()), paths(out));
    }
  }

  @Test
  void aFailedHandOverStopsTheBatchAndNothingIsRenderedFarAhead() throws Exception {
    SpareThreads spare = SpareThreads.lending();
    AtomicInteger rendered = new AtomicInteger();
    IllegalStateException stop = new IllegalStateException("disk full");
    Consumer<GeneratedFile> out = file -> {
      if (file.path().equals("f20")) {
        throw stop;
      }
    };
    Supplier<Function<Integer, GeneratedFile>> renderers = () -> item -> {
      rendered.incrementAndGet();
      return file(item);
    };
    IllegalStateException[] thrown = new IllegalStateException[1];
    withHelpers(spare, 2, () -> thrown[0] = assertThrows(IllegalStateException.class,
        () -> new TemplateRenderer("java", null, null, spare).files(items(10_000), renderers, out)));
    assertSame(stop, thrown[0]);
    // Nobody claims more than AHEAD chunks past the chunk being handed over, f20's.
    int chunk = FileBatch.chunkSize(10_000);
    int bound = (20 / chunk + FileBatch.AHEAD) * chunk;
    assertTrue(rendered.get() <= bound, rendered.get() + " items rendered, at most " + bound + " expected");
  }

  @Test
  void heldChunksStayWithinTheWindow() throws Exception {
    SpareThreads spare = SpareThreads.lending();
    AtomicInteger handedOver = new AtomicInteger();
    AtomicInteger furthest = new AtomicInteger();
    Set<Integer> seen = Collections.synchronizedSet(new HashSet<>());
    int chunk = FileBatch.chunkSize(2_000);
    withHelpers(spare, 3, () -> new TemplateRenderer("java", null, null, spare).files(items(2_000), () -> item -> {
      seen.add(item);
      int ahead = item / chunk - handedOver.get() / chunk;
      furthest.accumulateAndGet(ahead, Math::max);
      return file(item);
    }, file -> handedOver.incrementAndGet()));
    assertEquals(2_000, seen.size());
    assertEquals(2_000, handedOver.get());
    assertTrue(furthest.get() < FileBatch.AHEAD, "a chunk " + furthest.get() + " chunks past the hand-over point");
  }

  @Test
  void withoutSpareThreadsTheBatchIsAPlainLoopOnTheCallingThread() {
    Thread caller = Thread.currentThread();
    List<GeneratedFile> out = new ArrayList<>();
    AtomicInteger renderersMade = new AtomicInteger();
    new TemplateRenderer("java", null, null, SpareThreads.NONE).files(items(50), () -> {
      renderersMade.incrementAndGet();
      return item -> {
        assertSame(caller, Thread.currentThread());
        return file(item);
      };
    }, out::add);
    assertEquals(1, renderersMade.get());
    assertEquals(paths(items(50).stream().map(FileBatchTest::file).toList()), paths(out));
  }
}
