package dev.genclient.naming;

import java.util.List;
import java.util.Set;

/**
 * TypeScript spelling: members and parameters keep the wire spelling ({@code claude_code});
 * only names that would break a class or a promise are escaped with {@code _}.
 */
public final class TsNames implements LanguageNames {
  /** {@code constructor} would become the class constructor; {@code then} would make a namespace thenable. */
  static final Set<String> HAZARDOUS = Set.of("constructor", "then", "prototype", "__proto__");

  static final List<String> CLIENT_MEMBERS = List.of("call", "discover", "describe", "ops", "capabilities", "withResponse", "withOptions");

  @Override
  public String language() {
    return "ts";
  }

  @Override
  public String namespaceMember(String segment) {
    return member(segment);
  }

  @Override
  public List<String> opMembers(String segment) {
    return List.of(member(segment));
  }

  /** Wire names stay as they are; the TS target quotes keys that are not identifiers. */
  @Override
  public String propertyName(String wireName) {
    return wireName;
  }

  @Override
  public List<String> rootMembers() {
    return CLIENT_MEMBERS;
  }

  public static String member(String segment) {
    return Identifiers.escape(segment, HAZARDOUS);
  }
}
