package dev.genclient.targets.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.link.Linker;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.naming.Languages;
import dev.genclient.naming.LanguageNames;
import dev.genclient.targets.ClientLanguage;
import dev.genclient.targets.Targets;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The ledger's language columns come from the client languages it is given, in their order. */
class ParityLedgerTest {
  /** A language nobody registered: upper-case members joined by {@code /}. */
  private static final LanguageNames SHOUTING = new LanguageNames() {
    @Override
    public String language() {
      return "shout";
    }

    @Override
    public String namespaceMember(String segment) {
      return segment.toUpperCase(java.util.Locale.ROOT);
    }

    @Override
    public List<String> opMembers(String segment) {
      return List.of(namespaceMember(segment));
    }

    @Override
    public String memberPath(String id) {
      return Arrays.stream(id.split("\\.")).map(this::namespaceMember).collect(Collectors.joining("/"));
    }

    @Override
    public String propertyName(String wireName) {
      return wireName;
    }

    @Override
    public List<String> rootMembers() {
      return List.of();
    }
  };

  @Test
  void registeredClientTargetsGiveTheColumns() {
    assertEquals(List.of("java", "ts", "python"), Targets.clientLanguages().stream().map(ClientLanguage::key).toList());
    assertEquals(List.of("Java", "TypeScript", "Python"),
        Targets.clientLanguages().stream().map(ClientLanguage::title).toList());
  }

  @Test
  void eachRowHasOneMemberPerLanguageInOrder() throws Exception {
    Catalog catalog = new CatalogLoader().load("t.json", """
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [ { "id": "a.do_it", "summary": "s" },
                   { "id": "a.refused", "summary": "s", "mirror": { "client": false, "asymmetry": "A1" } } ],
          "aliases": [ { "alias": "a.did", "target": "a.do_it" } ] }
        """.getBytes(StandardCharsets.UTF_8)).catalog();
    List<ClientLanguage> languages = List.of(new ClientLanguage("Shout", SHOUTING), new ClientLanguage("Java", Languages.JAVA));
    ClientPlan plan = ClientPlan.of(new Linker().link(catalog));
    List<ParityLedger.Row> rows = ParityLedger.rows(plan, languages);
    assertEquals(List.of("shout", "java"), List.copyOf(rows.get(0).members().keySet()));
    assertEquals(Map.of("shout", "A/DO_IT", "java", "a().doIt()"), rows.get(0).members());
    Map<String, String> none = new HashMap<>();
    none.put("shout", null);
    none.put("java", null);
    assertEquals(none, rows.get(1).members());
    assertEquals(Map.of("shout", "A/DID", "java", "a().did()"), rows.get(2).members());
    MarkdownViews.Parity view = MarkdownTarget.parity(plan, languages, rows);
    assertEquals(List.of("Shout", "Java"), view.languages().stream().map(MarkdownViews.Cell::text).toList());
    assertEquals(List.of("none (A1)", "none (A1)"), view.rows().get(1).members().stream().map(MarkdownViews.Cell::text).toList());
  }
}
