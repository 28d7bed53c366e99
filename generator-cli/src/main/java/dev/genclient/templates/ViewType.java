package dev.genclient.templates;

import dev.genclient.render.Meaning;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a template may name in a view, read by reflection from the view record: its components,
 * then the other no-argument methods it declares (as Mustache.java finds them). This is the
 * variable list of {@code gen-client templates show} and what an override is checked against.
 */
public final class ViewType {
  private static final Set<String> OBJECT_METHODS = Set.of("toString", "hashCode", "getClass");
  /**
   * Each record's variables, read once per class: a function of the class alone, held by the class
   * itself ({@link ClassValue}), so it never outlives the class nor pins its class loader.
   */
  private static final ClassValue<Map<String, Type>> VARIABLES = new ClassValue<>() {
    @Override
    protected Map<String, Type> computeValue(Class<?> record) {
      return read(record);
    }
  };

  private ViewType() {}

  /** The variables of {@code type} by name, in declaration order; empty for a type that is not a view record. */
  public static Map<String, Type> variables(Type type) {
    Class<?> raw = raw(type);
    if (raw == null || !raw.isRecord()) {
      return Map.of();
    }
    return VARIABLES.get(raw);
  }

  private static Map<String, Type> read(Class<?> record) {
    Map<String, Type> out = new LinkedHashMap<>();
    for (RecordComponent component : record.getRecordComponents()) {
      out.put(component.getName(), component.getGenericType());
    }
    Method[] methods = record.getDeclaredMethods();
    java.util.Arrays.sort(methods, java.util.Comparator.comparing(Method::getName));
    for (Method method : methods) {
      int modifiers = method.getModifiers();
      if (method.getParameterCount() == 0 && !Modifier.isStatic(modifiers) && !Modifier.isPrivate(modifiers)
          && !method.isSynthetic() && method.getReturnType() != void.class && !OBJECT_METHODS.contains(method.getName())) {
        out.putIfAbsent(method.getName(), method.getGenericReturnType());
      }
    }
    return Collections.unmodifiableMap(out);
  }

  /** What variable {@code name} of {@code type} holds, from its {@link Meaning}; empty when it has none. */
  public static String meaning(Type type, String name) {
    Class<?> raw = raw(type);
    if (raw == null || !raw.isRecord()) {
      return "";
    }
    for (RecordComponent component : raw.getRecordComponents()) {
      if (component.getName().equals(name)) {
        Meaning meaning = component.getAnnotation(Meaning.class);
        return meaning == null ? "" : meaning.value();
      }
    }
    for (Method method : raw.getDeclaredMethods()) {
      if (method.getName().equals(name) && method.getParameterCount() == 0 && method.isAnnotationPresent(Meaning.class)) {
        return method.getAnnotation(Meaning.class).value();
      }
    }
    return "";
  }

  /**
   * The scope a section over a value of {@code type} pushes: a list's (or an Optional's) element,
   * a record itself; null for a boolean, which only decides whether the section renders.
   */
  public static Type sectionScope(Type type) {
    Class<?> raw = raw(type);
    if (raw == boolean.class || raw == Boolean.class) {
      return null;
    }
    if (raw != null && (Iterable.class.isAssignableFrom(raw) || raw == Optional.class) && type instanceof ParameterizedType p) {
      return p.getActualTypeArguments()[0];
    }
    if (type instanceof GenericArrayType array) {
      return array.getGenericComponentType();
    }
    if (raw != null && raw.isArray()) {
      return raw.getComponentType();
    }
    return type;
  }

  /** Whether a section over {@code type} renders once per element. */
  public static boolean isList(Type type) {
    Class<?> raw = raw(type);
    return raw != null && (Iterable.class.isAssignableFrom(raw) || raw.isArray());
  }

  /** The type as the docs write it: {@code String}, {@code boolean}, {@code List<Field>}. */
  public static String describe(Type type) {
    if (type instanceof Class<?> c) {
      return c.isArray() ? describe(c.getComponentType()) + "[]" : c.getSimpleName();
    }
    if (type instanceof ParameterizedType p) {
      StringBuilder out = new StringBuilder(describe(p.getRawType())).append('<');
      Type[] args = p.getActualTypeArguments();
      for (int i = 0; i < args.length; i++) {
        out.append(i == 0 ? "" : ", ").append(describe(args[i]));
      }
      return out.append('>').toString();
    }
    if (type instanceof GenericArrayType array) {
      return describe(array.getGenericComponentType()) + "[]";
    }
    return type.getTypeName();
  }

  static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
      return c;
    }
    return null;
  }
}
