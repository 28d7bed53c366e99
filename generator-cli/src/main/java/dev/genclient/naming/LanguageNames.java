package dev.genclient.naming;

import java.util.List;

/**
 * How one target language spells the catalog's names. Implementations are the single place a
 * language's naming is decided; the validator uses them to find collisions before any target runs.
 */
public interface LanguageNames {
  /** The short language name: {@code java}, {@code ts}, {@code python}. */
  String language();

  /** The member that reaches a namespace from its parent ({@code claudeCode} in Java). */
  String namespaceMember(String segment);

  /** Every member an op (or op alias) named {@code segment} adds to its namespace, twins included. */
  List<String> opMembers(String segment);

  /**
   * The members a paginated op (or an op alias of one) named {@code segment} adds beside {@link #opMembers}: Java's
   * {@code listItems} and {@code listPages}. None where the iterators hang off the op's own member
   * ({@code list.items} in TypeScript and Python), which no other name can reach.
   */
  default List<String> pagedMembers(String segment) {
    return List.of();
  }

  /** The expression path of an op or alias member from the client, as the ledger shows it. */
  default String memberPath(String id) {
    StringBuilder out = new StringBuilder();
    for (String segment : id.split("\\.")) {
      out.append(out.length() == 0 ? "" : ".").append(memberPathStep(segment));
    }
    return out.toString();
  }

  /** One step of a member path: the namespace or op member as an expression. */
  default String memberPathStep(String segment) {
    return namespaceMember(segment);
  }

  /**
   * Whether a namespace can also be called, so an op alias may have a namespace's name
   * ({@code srv.system.env()} beside {@code srv.system.env.get()}). False where the namespace's
   * member is a method that returns it (Java's {@code system().env()}).
   */
  default boolean callableNamespaces() {
    return true;
  }

  /** The identifier a wire property or parameter name becomes. */
  String propertyName(String wireName);

  /** Members the client itself owns at its root, which no namespace or op may take. */
  List<String> rootMembers();

  /**
   * Members the client renders in the namespace {@code server.openai} names (the OpenAI endpoint
   * helper), which no op, alias or child namespace there may take.
   */
  default List<String> openAiMembers() {
    return List.of();
  }

  /** A flat constant naming an op id, where the language has one ({@code Ops.FILES_LIST}), else null. */
  default String opConstant(String id) {
    return null;
  }
}
