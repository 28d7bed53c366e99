package dev.genclient.cli;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;

/**
 * An option declared in code rather than by annotation, read and written through a field of an
 * options object. The root form and {@code generate} declare their options this way: picocli
 * reads annotations through the JDK's annotation parser, which makes a proxy class per annotation
 * type on first use, tens of milliseconds of every run's start.
 */
final class OptionBinding<V> implements IGetter, ISetter {
  private final Supplier<V> getter;
  private final Consumer<V> setter;

  private OptionBinding(Supplier<V> getter, Consumer<V> setter) {
    this.getter = getter;
    this.setter = setter;
  }

  /**
   * An option of {@code type} bound to a field through {@code getter} and {@code setter}; the
   * field's value now is the option's initial value (picocli puts it back before each parse), as
   * for an annotated field.
   */
  static <V> OptionSpec.Builder option(String name, Class<V> type, Supplier<V> getter, Consumer<V> setter) {
    OptionBinding<V> binding = new OptionBinding<>(getter, setter);
    return OptionSpec.builder(name).type(type).getter(binding).setter(binding).initialValue(getter.get());
  }

  /** A repeatable or comma-split option of strings, bound as {@link #option} binds one. */
  static OptionSpec.Builder strings(String name, Supplier<List<String>> getter, Consumer<List<String>> setter) {
    @SuppressWarnings({"unchecked", "rawtypes"})
    Class<List<String>> list = (Class) List.class;
    return option(name, list, getter, setter).auxiliaryTypes(String.class);
  }

  /** Adds picocli's standard {@code -h, --help} and {@code -V, --version} to {@code spec}, as {@code mixinStandardHelpOptions} declares them. */
  static void addStandardHelp(CommandSpec spec) {
    spec.addOption(OptionSpec.builder("-h", "--help").type(boolean.class).usageHelp(true)
        .description("Show this help message and exit.").build());
    spec.addOption(OptionSpec.builder("-V", "--version").type(boolean.class).versionHelp(true)
        .description("Print version information and exit.").build());
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T get() {
    return (T) getter.get();
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T set(T value) {
    T previous = get();
    setter.accept((V) value);
    return previous;
  }
}
