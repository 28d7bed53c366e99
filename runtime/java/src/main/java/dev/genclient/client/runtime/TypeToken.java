package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import java.lang.reflect.Type;

/**
 * The type of an op's result, event or pending handle when it is a class: one runtime class stands for
 * every such type, instead of an anonymous {@code TypeReference} subclass per op member (a class file
 * each); a parameterized type ({@code List<X>}, {@code Map<String, X>}) still needs its own
 * {@code TypeReference}.
 */
public final class TypeToken<T> extends TypeReference<T> {
  private final Class<T> type;

  private TypeToken(Class<T> type) {
    this.type = type;
  }

  /** The token of {@code type}. */
  public static <T> TypeToken<T> of(Class<T> type) {
    return new TypeToken<>(type);
  }

  @Override
  public Type getType() {
    return type;
  }
}
