package dev.genclient.render;

import com.github.mustachejava.Binding;
import com.github.mustachejava.Code;
import com.github.mustachejava.TemplateContext;
import com.github.mustachejava.reflect.AbstractObjectHandler;
import com.github.mustachejava.util.Wrapper;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the names a template uses in its view records, the way Mustache.java's reflective handler
 * does — innermost scope first; {@code a.b} takes {@code a} from the innermost scope that has it,
 * then {@code b} of that; a member is a zero-argument method {@code name()}, {@code getName()} or
 * {@code isName()}, else a field, never a private one or one {@code Object} declares; a map's key —
 * but without its cost: each class's members are looked up once per run (no exception thrown per
 * miss, no guard objects per call site), and read through a method handle (no reflective accessor
 * class generated per method). A name no scope has is an error, never an empty string.
 */
final class ViewObjectHandler extends AbstractObjectHandler {
  /** Reads one member of an object. */
  private interface Member {
    Object read(Object scope) throws Throwable;
  }

  private static final Member ABSENT = scope -> null;
  private static final MethodType GENERIC = MethodType.methodType(Object.class, Object.class);

  /**
   * The members of each class by name, looked up on first use ({@link #ABSENT} when the class has none of that
   * name). Like the method tables below, a function of the class alone, held by the class ({@link ClassValue}):
   * what one run looks up, another would look up the same, and nothing pins a class loader.
   */
  private static final ClassValue<Map<String, Member>> MEMBERS = new ClassValue<>() {
    @Override
    protected Map<String, Member> computeValue(Class<?> type) {
      return new ConcurrentHashMap<>();
    }
  };

  @Override
  public Binding createBinding(String name, TemplateContext tc, Code code) {
    return new ViewBinding(name);
  }

  @Override
  public Wrapper find(String name, List<Object> scopes) {
    ViewBinding binding = new ViewBinding(name);
    return binding::get;
  }

  /** A class's member for one segment of a binding's name, as last found. */
  private record Hit(int segment, Class<?> type, Member member) {}

  /**
   * One name at one place in a template: {@code a} or {@code a.b.c}. It remembers the last few
   * classes it met (a place sees one or two: the scope that has the name and the ones inside it),
   * so most reads skip the per-class table. The memory is shared by the threads that render the
   * template: a slot holds an immutable hit or null, and a lost update only costs a lookup.
   */
  private final class ViewBinding implements Binding {
    private static final int REMEMBERED = 4;
    private final String name;
    private final String[] segments;
    private final Hit[] hits = new Hit[REMEMBERED];
    private int nextHit;

    ViewBinding(String name) {
      this.name = name;
      this.segments = name == null ? new String[0] : name.split("\\.", -1); // a code without a name (text) never reads it
    }

    @Override
    public Object get(List<Object> scopes) {
      NEXT:
      for (int i = scopes.size() - 1; i >= 0; i--) {
        Object scope = coerce(scopes.get(i));
        if (scope == null) {
          continue;
        }
        if (segments.length > 1 && scope instanceof Map<?, ?> map && map.containsKey(name)) {
          return coerce(map.get(name));
        }
        Object value = scope;
        for (int s = 0; s < segments.length; s++) {
          Member member = remembered(s, value);
          if (member == ABSENT) {
            if (s == 0 || s < segments.length - 1) {
              continue NEXT; // not this scope's name (or a path through it that breaks): look further out
            }
            break NEXT;
          }
          value = coerce(read(member, value));
          if (value == null) {
            return null;
          }
        }
        return value;
      }
      throw new IllegalStateException("template variable '" + name + "' is not in the view");
    }

    private Member remembered(int segment, Object value) {
      Class<?> type = value.getClass();
      for (Hit hit : hits) {
        if (hit != null && hit.type() == type && hit.segment() == segment) {
          return hit.member();
        }
      }
      Member member = member(value, segments[segment]);
      if (!(value instanceof Map)) { // a map's member depends on its keys, not its class
        hits[nextHit++ & (REMEMBERED - 1)] = new Hit(segment, type, member);
      }
      return member;
    }
  }

  private static Object read(Member member, Object scope) {
    try {
      return member.read(scope);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  private static Member member(Object scope, String name) {
    if (scope instanceof Map<?, ?> map) {
      return map.containsKey(name) ? m -> ((Map<?, ?>) m).get(name) : ABSENT;
    }
    Map<String, Member> members = MEMBERS.get(scope.getClass());
    Member member = members.get(name);
    if (member == null) {
      member = members.computeIfAbsent(name, n -> lookUp(scope.getClass(), n));
    }
    return member;
  }

  /** The member {@code name} of {@code type}, in Mustache.java's order, or {@link #ABSENT}. */
  private static Member lookUp(Class<?> type, String name) {
    if (name.isEmpty() || (type == String.class && name.equals("value"))) {
      return ABSENT;
    }
    if (!Modifier.isPublic(type.getModifiers())) {
      // A non-public class's members are looked for on its interfaces and superclasses first.
      for (Class<?> face : type.getInterfaces()) {
        Member found = lookUp(face, name);
        if (found != ABSENT) {
          return found;
        }
      }
      Class<?> superclass = type.getSuperclass();
      if (superclass != null && superclass != Object.class) {
        Member found = lookUp(superclass, name);
        if (found != ABSENT) {
          return found;
        }
      }
    }
    String property = name.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + name.substring(1);
    for (String candidate : new String[] {name, "get" + property, "is" + property}) {
      Method method = method(type, candidate);
      if (method != null) {
        return handle(method);
      }
    }
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        if (field.getName().equals(name) && !Modifier.isPrivate(field.getModifiers())) {
          return handle(field);
        }
      }
    }
    return ABSENT;
  }

  /** A public zero-argument method {@code name} not declared by Object, else a non-private declared one up the superclasses. */
  private static Method method(Class<?> type, String name) {
    Method method = PUBLIC_METHODS.get(type).get(name);
    if (method != null && method.getDeclaringClass() != Object.class) {
      return method;
    }
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      method = DECLARED_METHODS.get(c).get(name);
      if (method != null) {
        return Modifier.isPrivate(method.getModifiers()) ? null : method;
      }
    }
    return null;
  }

  /** Each class's public zero-argument methods by name, its own and inherited (a bridge only where nothing else has the name). */
  private static final ClassValue<Map<String, Method>> PUBLIC_METHODS = new ClassValue<>() {
    @Override
    protected Map<String, Method> computeValue(Class<?> type) {
      return zeroArgumentMethods(type.getMethods());
    }
  };

  /** Each class's own zero-argument methods by name, of any access. */
  private static final ClassValue<Map<String, Method>> DECLARED_METHODS = new ClassValue<>() {
    @Override
    protected Map<String, Method> computeValue(Class<?> type) {
      return zeroArgumentMethods(type.getDeclaredMethods());
    }
  };

  private static Map<String, Method> zeroArgumentMethods(Method[] methods) {
    Map<String, Method> byName = new java.util.HashMap<>();
    for (Method method : methods) {
      if (method.getParameterCount() == 0) {
        byName.merge(method.getName(), method, (kept, next) -> kept.isBridge() ? next : kept);
      }
    }
    return byName;
  }

  /** Reads {@code member} (a zero-argument method or a field) of a scope through a method handle. */
  private static Member handle(AccessibleObject member) {
    member.setAccessible(true);
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      MethodHandle handle = (member instanceof Method method ? lookup.unreflect(method) : lookup.unreflectGetter((Field) member))
          .asType(GENERIC);
      return scope -> handle.invokeExact(scope);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }
}
