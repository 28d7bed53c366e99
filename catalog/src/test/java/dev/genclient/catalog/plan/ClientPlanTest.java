package dev.genclient.catalog.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.link.Linker;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The client plan: members in order and resolved, the error roles, the discovery ops. */
class ClientPlanTest {
  private static final String CATALOG = """
      { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
        "server": { "check_op": "core.check", "openai": { "base_path": "/v1", "namespace": "agents" } },
        "ops": [
          { "id": "top", "summary": "s" },
          { "id": "files.list", "summary": "s", "deprecated": { "since": "0.9", "replacement": "files.ls", "note": "old" } },
          { "id": "files.upload", "summary": "s", "kind": "upload",
            "legacy": { "method": "POST", "path": "/upload", "since": "1.0" } },
          { "id": "files.refused", "summary": "s", "mirror": { "client": false, "asymmetry": "A6", "reason": "r" } },
          { "id": "agents.install", "summary": "s", "kind": "job", "job": { "status_op": "agents.install_status" } },
          { "id": "agents.install_status", "summary": "s" },
          { "id": "agents.sub.run", "summary": "s" },
          { "id": "core.check", "summary": "s" },
          { "id": "core.capabilities", "summary": "s", "http": { "method": "GET", "path": "/capabilities" } }
        ],
        "aliases": [
          { "alias": "files.put", "target": "files.upload", "binding": "legacy", "deprecated_since": "1.1", "remove_in": "2.0" },
          { "alias": "files.ls", "target": "files.list" },
          { "alias": "files.refused_old", "target": "files.refused" },
          { "alias": "fs.*", "target": "files.*", "deprecated_since": "1.1", "description": "the old name" }
        ] }
      """;

  static ClientPlan plan(String json) throws Exception {
    try {
      Catalog catalog = new CatalogLoader().load("t.json", json.getBytes(StandardCharsets.UTF_8)).catalog();
      return ClientPlan.of(new Linker().link(catalog));
    } catch (CatalogException e) {
      throw new AssertionError(String.join("\n", e.renderedLines()), e);
    }
  }

  private static List<String> describe(NamespacePlan ns) {
    return ns.members().stream().map(ClientPlanTest::describe).toList();
  }

  private static String describe(Member member) {
    String text;
    if (member instanceof Member.ChildNamespace child) {
      text = "child " + child.name() + " -> " + child.namespace().path();
    } else if (member instanceof Member.NamespaceAlias alias) {
      text = "ns-alias " + alias.name() + " (" + alias.aliasPath() + ") -> " + alias.target().path();
    } else if (member instanceof Member.ClientOp op) {
      text = "op " + op.name() + " = " + op.id() + op.job().map(j -> " job(" + j.statusOp().id() + ", " + j.idParam()
          + ", " + j.pendingClass() + ")").orElse("");
    } else if (member instanceof Member.OpAlias alias) {
      text = "op-alias " + alias.name() + " (" + alias.id() + ") -> " + alias.op().id() + " " + alias.binding().wireName()
          + " " + alias.http().method() + " " + alias.http().path();
    } else {
      Member.OpenAiHelper helper = (Member.OpenAiHelper) member;
      text = "openai " + helper.name() + " " + helper.declaredBasePath() + " " + helper.basePath();
    }
    return text + (member.client() ? "" : " [not rendered]") + member.deprecation().map(d -> " deprecated(" + d.since()
        + ", " + d.replacement() + ", " + d.removeIn() + ", " + d.note() + (d.forRemoval() ? ", for removal)" : ")")).orElse("");
  }

  @Test
  void membersInOrderEachResolved() throws Exception {
    ClientPlan plan = plan(CATALOG);
    assertEquals(List.of("", "files", "agents", "agents.sub", "core"),
        plan.namespaces().stream().map(NamespacePlan::path).toList());
    assertEquals(List.of(
        "child files -> files", "child agents -> agents", "child core -> core",
        "ns-alias fs (fs) -> files deprecated(1.1, files, null, the old name, for removal)",
        "op top = top"), describe(plan.root()));
    NamespacePlan files = plan.namespace("files").orElseThrow();
    assertEquals(List.of(
        "op list = files.list deprecated(0.9, files.ls, null, old)",
        "op upload = files.upload",
        "op refused = files.refused [not rendered]",
        "op-alias put (files.put) -> files.upload legacy POST /upload deprecated(1.1, files.upload, 2.0, null, for removal)",
        "op-alias ls (files.ls) -> files.list default POST /ops/files.list"
            + " deprecated(null, files.list, null, null, for removal)",
        "op-alias refused_old (files.refused_old) -> files.refused default POST /ops/files.refused [not rendered]"
            + " deprecated(null, files.refused, null, null, for removal)"), describe(files));
    assertEquals(List.of(
        "child sub -> agents.sub",
        "op install = agents.install job(agents.install_status, job_id, JobPending)",
        "op install_status = agents.install_status",
        "openai openai_client /v1 /v1"), describe(plan.namespace("agents").orElseThrow()));
  }

  @Test
  void renderedMembersLeaveOutRefusedOpsAndTheirAliases() throws Exception {
    NamespacePlan files = plan(CATALOG).namespace("files").orElseThrow();
    assertEquals(List.of("files.list", "files.upload"), files.ops().stream().map(Member.ClientOp::id).toList());
    assertEquals(List.of("files.put", "files.ls"), files.opAliases().stream().map(Member.OpAlias::id).toList());
    assertEquals(List.of("files.list", "files.upload", "files.put", "files.ls"),
        files.calls().stream().map(Member.Call::id).toList());
    assertEquals(6, files.allCalls().size());
    assertEquals(4, files.clientMembers().size());
    assertTrue(files.openAi().isEmpty());
  }

  @Test
  void anOpAliasOnANamespacesNameMakesThatNamespaceCallable() throws Exception {
    ClientPlan plan = plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [ { "id": "system.env.get", "summary": "s" }, { "id": "system.env.set", "summary": "s" } ],
          "aliases": [ { "alias": "system.env", "target": "system.env.get", "deprecated_since": "2.1" } ] }
        """);
    NamespacePlan env = plan.namespace("system.env").orElseThrow();
    Member.OpAlias call = env.call().orElseThrow();
    assertEquals(List.of("system.env", "system.env.get", "env"), List.of(call.id(), call.op().id(), call.name()));
    NamespacePlan system = plan.namespace("system").orElseThrow();
    assertEquals(List.of("env"), system.members().stream().map(Member::name).toList(), "the alias is not a member of system");
    assertEquals(Optional.empty(), system.call());
  }

  @Test
  void aNamespaceAliasReachesTheSamePlanAsTheChild() throws Exception {
    ClientPlan plan = plan(CATALOG);
    Member.NamespaceAlias alias = plan.root().namespaceAliases().get(0);
    assertSame(plan.namespace("files").orElseThrow(), alias.target());
    assertSame(plan.root().children().get(0).namespace(), alias.target());
  }

  @Test
  void discoveryOpsAreTheCatalogsOwnWhereItDeclaresThem() throws Exception {
    Discovery discovery = plan(CATALOG).discovery();
    assertEquals(Optional.of("core.capabilities"), discovery.capabilities().map(op -> op.id()));
    assertEquals(Optional.empty(), discovery.ops());
    assertEquals(Optional.of("core.check"), discovery.check().map(op -> op.id()));
  }

  private static final String ERRORS = """
      { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
        "ops": [ { "id": "a", "summary": "s" } ],
        "errors": [
          { "class": "Mismatch", "code": "E0005", "exit": "other", "client_only": true, "parent": "Unknown" },
          { "class": "Unknown", "code": "E0004", "wire": ["op.unknown"], "status": [404], "exit": "other", "parent": "Base" },
          { "class": "Busy", "code": "E0006", "wire": ["busy.*"], "status": [503], "exit": "retryable", "parent": "Base" },
          { "class": "Unavailable", "code": "E0007", "status": [503], "exit": "retryable", "parent": "Base" },
          { "class": "Args", "code": "E0008", "wire": ["args.*"], "status": [400], "exit": "other", "parent": "Base" },
          { "class": "Base", "code": "E0001", "exit": "other" }
        ] }
      """;

  @Test
  void errorRolesAreResolvedOnce() throws Exception {
    ErrorRoles roles = plan(ERRORS).errors();
    assertEquals(Optional.of("Base"), roles.base().map(ErrorClass::className));
    assertEquals(Optional.of("Mismatch"), roles.contractMismatch().map(ErrorClass::className));
    assertEquals(Optional.of("Args"), roles.invalidArgs().map(ErrorClass::className), "args.invalid by the args.* prefix");
    assertEquals(Optional.of("Unavailable"), roles.transport().map(ErrorClass::className),
        "the 503 row without wire codes wins over an earlier 503 row with codes");
    assertEquals(Optional.of("Base"), roles.notEnabled().map(ErrorClass::className), "no op.not_enabled row: the base");
    assertTrue(roles.declared(ErrorRole.INVALID_ARGS));
    assertFalse(roles.declared(ErrorRole.NOT_ENABLED));
  }

  @Test
  void transportFallsBackToAny503RowThenTheBase() throws Exception {
    String without = ERRORS.replace("""
          { "class": "Unavailable", "code": "E0007", "status": [503], "exit": "retryable", "parent": "Base" },
        """, "");
    assertEquals(Optional.of("Busy"), plan(without).errors().transport().map(ErrorClass::className));
    String none = without.replace("\"status\": [503], \"exit\": \"retryable\"", "\"status\": [409], \"exit\": \"retryable\"");
    ErrorRoles roles = plan(none).errors();
    assertEquals(Optional.of("Base"), roles.transport().map(ErrorClass::className));
    assertFalse(roles.declared(ErrorRole.TRANSPORT));
  }

  @Test
  void withoutErrorTableEveryRoleIsEmpty() throws Exception {
    ErrorRoles roles = plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "ops": [ { "id": "a", "summary": "s" } ] }
        """).errors();
    for (ErrorRole role : ErrorRole.values()) {
      assertEquals(Optional.empty(), roles.row(role), role.wireName());
      assertFalse(roles.declared(role));
    }
  }

  @Test
  void errorClassesPutEveryParentlessRowUnderTheCatalogsRootAndLeaveTheOthers() throws Exception {
    String rows = "\"errors\": [{ \"class\": \"Base\", \"code\": \"E1001\", \"exit\": \"other\" },"
        + " { \"class\": \"Child\", \"code\": \"E1002\", \"exit\": \"other\", \"parent\": \"Base\" },"
        + " { \"class\": \"Own\", \"code\": \"E1003\", \"exit\": \"other\", \"client_only\": true }],"
        + " \"exit_codes\": { \"other\": 1 }, \"ops\": [{ \"id\": \"a\", \"summary\": \"s\" }] }";
    ClientPlan rooted = plan("{ \"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\","
        + " \"error_root\": { \"class\": \"AppError\" }, " + rows);
    ErrorClasses classes = rooted.errorClasses();
    assertEquals(List.of(Optional.of("AppError"), Optional.of("Base"), Optional.of("AppError")),
        classes.table().stream().map(c -> c.parent().map(ErrorClass::className)).toList());
    assertEquals(List.of(Optional.empty(), Optional.of("Base"), Optional.empty()),
        classes.table().stream().map(ErrorClass::declaredParent).toList());
    assertTrue(classes.root().orElseThrow().root());
    assertEquals("/error_root/class", classes.root().orElseThrow().pointer());
    assertEquals(List.of("/errors/0/class", "/errors/1/class", "/errors/2/class"),
        classes.table().stream().map(ErrorClass::pointer).toList());
    assertSame(classes.named("Base").orElseThrow(), classes.named("Child").orElseThrow().parent().orElseThrow());
    ClientPlan plain = plan("{ \"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\", " + rows);
    assertEquals(List.of(Optional.empty(), Optional.of("Base"), Optional.empty()),
        plain.errorClasses().table().stream().map(c -> c.parent().map(ErrorClass::className)).toList());
    assertFalse(plain.errorClasses().root().isPresent());
  }

  @Test
  void errorClassesComeParentsFirstWhereTheTableListsAChildBeforeItsParent() throws Exception {
    ClientPlan plan = plan("{ \"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\","
        + " \"errors\": [{ \"class\": \"Child\", \"code\": \"E1002\", \"exit\": \"other\", \"parent\": \"Mid\" },"
        + " { \"class\": \"Mid\", \"code\": \"E1003\", \"exit\": \"other\", \"parent\": \"Base\" },"
        + " { \"class\": \"Base\", \"code\": \"E1001\", \"exit\": \"other\" }],"
        + " \"exit_codes\": { \"other\": 1 }, \"ops\": [{ \"id\": \"a\", \"summary\": \"s\" }] }");
    assertEquals(List.of("Base", "Mid", "Child"),
        plan.errorClasses().parentsFirst().stream().map(ErrorClass::className).toList());
    assertEquals(List.of("Child", "Mid", "Base"), plan.errorClasses().table().stream().map(ErrorClass::className).toList());
    assertEquals(Optional.of("Mid"), plan.errorClasses().named("Child").orElseThrow().declaredParent());
  }

  @Test
  void aliasesOfAnOpAreItsOpAliasesInCatalogOrder() throws Exception {
    ClientPlan plan = plan("{ \"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\","
        + " \"ops\": [{ \"id\": \"a.run\", \"summary\": \"s\" }, { \"id\": \"b.stat\", \"summary\": \"s\" }],"
        + " \"aliases\": [{ \"alias\": \"old.run\", \"target\": \"a.run\" }, { \"alias\": \"x.*\", \"target\": \"a.*\" },"
        + " { \"alias\": \"older.run\", \"target\": \"a.run\" }] }");
    Operation run = plan.ops().get(0);
    assertEquals(List.of("old.run", "older.run"), plan.aliasesOf(run).stream().map(AliasPlan::alias).toList());
    assertEquals(List.of(), plan.aliasesOf(plan.ops().get(1)));
    assertEquals(List.of("old.run", "x.*", "older.run"), plan.aliases().stream().map(AliasPlan::alias).toList());
    assertEquals("x", plan.aliases().get(1).aliasPath());
    assertEquals(Optional.of(run), plan.aliases().get(0).op());
    assertEquals(List.of("a.run"), plan.opsUnder("a").stream().map(Operation::id).toList());
    assertEquals(List.of(), plan.opsUnder("old"));
  }
}
