package dev.sample;

import dev.sample.client.ServerClient;

/** A user's program compiled against the generated client (its sources are a compile source root). */
public final class App {
  private App() {}

  public static void main(String[] args) {
    ServerClient client = ServerClient.builder().baseUrl("http://127.0.0.1:9000").build();
    System.out.println(client.getClass().getName());
  }
}
