package dev.genclient.catalog.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.load.CatalogLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The namespace tree, op type stems and the language-neutral names of inline types. */
class LinkerTest {
  private static LinkedCatalog link(String json) throws Exception {
    Catalog catalog = new CatalogLoader().load("t.json", json.getBytes(StandardCharsets.UTF_8)).catalog();
    return new Linker().link(catalog);
  }

  private static Operation op(LinkedCatalog linked, String id) {
    return linked.op(id).orElseThrow();
  }

  private static List<String> names(LinkedCatalog linked) {
    return linked.namedTypes().stream().map(NamedType::name).toList();
  }

  @Test
  void namespaceTreeFollowsFirstAppearance() throws Exception {
    LinkedCatalog linked = link("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [
            { "id": "top", "summary": "s" },
            { "id": "zeta.x", "summary": "s" },
            { "id": "alpha.y", "summary": "s" },
            { "id": "zeta.sub.w", "summary": "s" },
            { "id": "zeta.a", "summary": "s" }
          ],
          "aliases": [ { "alias": "zeta.old", "target": "zeta.x" }, { "alias": "pty.*", "target": "alpha.*" } ] }
        """);
    Namespace root = linked.root();
    assertTrue(root.isRoot());
    assertEquals(List.of("top"), root.ops().stream().map(Operation::id).toList());
    assertEquals(List.of("zeta", "alpha"), root.children().stream().map(Namespace::path).toList());
    Namespace zeta = root.children().get(0);
    assertEquals(List.of("zeta.x", "zeta.a"), zeta.ops().stream().map(Operation::id).toList());
    assertEquals(List.of("zeta.sub"), zeta.children().stream().map(Namespace::path).toList());
    assertEquals("sub", zeta.children().get(0).name());
    assertEquals(List.of("zeta.old"), zeta.opAliases().stream().map(a -> a.alias()).toList());
    assertEquals(List.of("pty.*"), root.namespaceAliases().stream().map(a -> a.alias()).toList());
    assertSame(op(linked, "zeta.x"), linked.target(zeta.opAliases().get(0)));
  }

  @Test
  void inlineTypesGetStemPlusRoleNamesAndSingularItemNames() throws Exception {
    LinkedCatalog linked = link("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "types": { "FileEntry": { "type": "object", "properties": { "name": { "type": "string" } } } },
          "ops": [
            { "id": "files.list", "summary": "s",
              "params": { "type": "object", "properties": { "path": { "type": "string" } } },
              "result": { "type": "object", "properties": {
                "entries": { "type": "array", "items": { "type": "object", "properties": { "n": { "type": "string" } } } },
                "owner": { "type": "object", "properties": { "uid": { "type": "integer" } } },
                "mode": { "type": "string", "enum": ["r", "w"] },
                "files": { "type": "array", "items": { "$ref": "#/types/FileEntry" } },
                "count": { "type": "integer" } } } },
            { "id": "commands.stream", "summary": "s", "kind": "stream",
              "event": { "type": "object", "properties": { "line": { "type": "string" } } } },
            { "id": "a.empty", "summary": "s", "params": { "type": "object" } }
          ] }
        """);
    assertEquals(List.of("FileEntry", "FilesListParams", "FilesListResult", "FilesListResultEntry",
        "FilesListResultOwner", "FilesListResultMode", "CommandsStreamEvent"), names(linked));
    Operation list = op(linked, "files.list");
    assertEquals("FilesList", linked.typeStem(list));
    assertEquals(Optional.of("FilesListParams"), linked.typeName(list.params()));
    Schema entries = list.result().properties().get("entries");
    assertEquals(Optional.of("FilesListResultEntry"), linked.typeName(entries.items()));
    assertEquals(Optional.of("FileEntry"), linked.typeName(list.result().properties().get("files").items()),
        "a $ref is named by its type");
    assertEquals(Optional.empty(), linked.typeName(list.result().properties().get("count")));
    assertEquals(Optional.empty(), linked.typeName(op(linked, "a.empty").params()), "an object without properties");
    assertEquals("/ops/0/result/properties/entries/items",
        linked.namedTypes().get(3).pointer());
  }

  @Test
  void variantsAreNamedByDiscriminatorConstElseByPosition() throws Exception {
    LinkedCatalog linked = link("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [
            { "id": "chat.send", "summary": "s", "result": {
                "oneOf": [
                  { "type": "object", "properties": { "type": { "const": "text" }, "text": { "type": "string" } }, "required": ["type"] },
                  { "type": "object", "properties": { "type": { "const": "image_url" } }, "required": ["type"] },
                  { "type": "object", "properties": { "type": { "const": "**" } }, "required": ["type"] }
                ],
                "discriminator": { "propertyName": "type" } } },
            { "id": "chat.any", "summary": "s", "result": {
                "anyOf": [ { "type": "object", "properties": { "a": { "type": "string" } } },
                           { "type": "object", "properties": { "b": { "type": "string" } } } ] } }
          ] }
        """);
    assertEquals(List.of("ChatSendResult", "ChatSendResultText", "ChatSendResultImageUrl", "ChatSendResultVariant3",
        "ChatAnyResult", "ChatAnyResultVariant1", "ChatAnyResultVariant2"), names(linked));
  }

  @Test
  void clashesGetANumericSuffixInCatalogOrder() throws Exception {
    LinkedCatalog linked = link("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "types": { "FilesListParams": { "type": "object", "properties": { "x": { "type": "string" } } } },
          "ops": [
            { "id": "files.list", "summary": "s", "params": { "type": "object", "properties": { "p": { "type": "string" } } } },
            { "id": "a.b_c", "summary": "s", "params": { "type": "object", "properties": { "p": { "type": "string" } } } },
            { "id": "a_b.c", "summary": "s", "params": { "type": "object", "properties": { "p": { "type": "string" } } } }
          ] }
        """);
    assertEquals("ABC", linked.typeStem(op(linked, "a.b_c")));
    assertEquals("ABC2", linked.typeStem(op(linked, "a_b.c")));
    assertEquals(List.of("FilesListParams", "FilesListParams2", "ABCParams", "ABC2Params"), names(linked));
  }

  @Test
  void baseErrorIsTheFirstServerRowWithoutAParent() throws Exception {
    LinkedCatalog linked = link("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "exit_codes": { "other": 1 },
          "errors": [
            { "class": "ClientError", "code": "E0001", "exit": "other", "client_only": true },
            { "class": "ChildError", "code": "E0002", "exit": "other", "parent": "BaseError" },
            { "class": "BaseError", "code": "E0003", "exit": "other" }
          ],
          "ops": [ { "id": "a.b", "summary": "s" } ] }
        """);
    assertEquals("BaseError", linked.baseError().orElseThrow().className());
  }

  @Test
  void contractMismatchIsTheClientOnlyRowUnderTheOpUnknownRowWhateverItsName() throws Exception {
    String table = """
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "exit_codes": { "other": 1 },
          "errors": [
            { "class": "Unrelated", "code": "E0001", "exit": "other", "client_only": true },
            %s
            { "class": "Missing", "code": "E0003", "wire": ["op.unknown"], "status": [404], "exit": "other", "parent": "Base" },
            { "class": "Base", "code": "E0004", "exit": "other" }
          ],
          "ops": [ { "id": "a.b", "summary": "s" } ] }
        """;
    LinkedCatalog withRow = link(table.formatted(
        "{ \"class\": \"ServerLacksIt\", \"code\": \"E0003\", \"exit\": \"other\", \"parent\": \"Missing\", \"client_only\": true },"));
    assertEquals("ServerLacksIt", withRow.contractMismatchError().orElseThrow().className());
    LinkedCatalog withoutRow = link(table.formatted(""));
    assertEquals("Missing", withoutRow.contractMismatchError().orElseThrow().className());
  }

  @Test
  void opServedAtMatchesMethodAndPath() throws Exception {
    LinkedCatalog linked = link("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [
            { "id": "core.caps_post", "summary": "s", "http": { "method": "POST", "path": "/capabilities" } },
            { "id": "core.caps", "summary": "s", "http": { "method": "GET", "path": "/capabilities" } }
          ] }
        """);
    assertEquals("core.caps", linked.opServedAt("GET", "/capabilities").orElseThrow().id());
    assertTrue(linked.opServedAt("GET", "/ops").isEmpty());
  }

  @Test
  void errorsParentsFirstPutsEveryRowAfterItsParentAndKeepsTableOrderOtherwise() throws Exception {
    LinkedCatalog linked = link("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "exit_codes": { "other": 1 },
          "errors": [
            { "class": "Grandchild", "code": "E0001", "exit": "other", "parent": "Child" },
            { "class": "Other", "code": "E0002", "exit": "other", "parent": "Base" },
            { "class": "Child", "code": "E0003", "exit": "other", "parent": "Base" },
            { "class": "Base", "code": "E0004", "exit": "other" }
          ],
          "ops": [ { "id": "a.b", "summary": "s" } ] }
        """);
    assertEquals(List.of("Base", "Child", "Grandchild", "Other"),
        linked.errorsParentsFirst().stream().map(dev.genclient.catalog.ErrorRow::className).toList());
  }
}
