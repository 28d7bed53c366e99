package dev.genclient.catalog.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The plan of the example catalog: what the three client targets render from it. */
class ExampleCatalogPlanTest {
  private static ClientPlan plan() throws Exception {
    return ClientPlanTest.plan(Files.readString(Path.of("../examples/agent-sandbox/operations.json"),
        StandardCharsets.UTF_8));
  }

  @Test
  void errorRoles() throws Exception {
    ErrorRoles roles = plan().errors();
    Map<ErrorRole, String> classes = new EnumMap<>(ErrorRole.class);
    for (ErrorRole role : ErrorRole.values()) {
      classes.put(role, roles.row(role).map(ErrorClass::className).orElse(null));
      assertTrue(roles.declared(role), role.wireName());
    }
    assertEquals(Map.of(ErrorRole.BASE, "ServerAPIError", ErrorRole.CONTRACT_MISMATCH, "ContractMismatchError",
        ErrorRole.NOT_ENABLED, "OperationNotEnabledError", ErrorRole.POLICY_DENIED, "PolicyDeniedError",
        ErrorRole.INVALID_ARGS, "ServerArgumentError",
        ErrorRole.TRANSPORT, "ServerUnavailableError"), classes);
  }

  @Test
  void aliasesAndTheOpenAiHelper() throws Exception {
    ClientPlan plan = plan();
    Member.NamespaceAlias pty = plan.root().namespaceAliases().stream().filter(a -> a.name().equals("pty"))
        .findFirst().orElseThrow();
    assertEquals("terminal", pty.target().path());
    Member.OpAlias legacy = plan.namespace("files").orElseThrow().opAliases().stream()
        .filter(a -> a.name().equals("upload_legacy")).findFirst().orElseThrow();
    assertEquals("files.upload", legacy.op().id());
    assertEquals(Binding.LEGACY, legacy.binding());
    assertEquals("/upload", legacy.http().path());
    Member.OpAlias shell = plan.namespace("process").orElseThrow().opAliases().stream()
        .filter(a -> a.name().equals("shell")).findFirst().orElseThrow();
    assertEquals("commands.run", shell.op().id());
    assertEquals(Binding.DEFAULT, shell.binding());
    assertEquals(List.of("/v1"), plan.namespaces().stream().flatMap(ns -> ns.openAi().stream())
        .map(Member.OpenAiHelper::basePath).toList());
    assertTrue(plan.namespace("agents").orElseThrow().openAi().isPresent());
    assertEquals("core.check", plan.discovery().check().orElseThrow().id());
    assertEquals("core.capabilities", plan.discovery().capabilities().orElseThrow().id());
  }

  @Test
  void jobsKnowTheirStatusOpAndPendingClass() throws Exception {
    Member.ClientOp install = plan().namespace("agents.codex").orElseThrow().ops().stream()
        .filter(op -> op.name().equals("install")).findFirst().orElseThrow();
    JobPlan job = install.job().orElseThrow();
    assertEquals("agents.codex.install_status", job.statusOp().id());
    assertEquals("InstallPending", job.pendingClass());
  }
}
