package dev.genclient.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How JavaNames, TsNames and PythonNames spell catalog names. */
class LanguageNamesTest {
  @ParameterizedTest
  @CsvSource({
      "claude_code, claudeCode", "list, list", "class, class_", "import, import_", "new, new_", "default, default_",
      "record, record_", "var, var_", "yield, yield_", "wait, wait_", "notify, notify_", "hash_code, hashCode_",
      "get_class, getClass_", "to_string, toString_", "equals, equals_", "clone, clone_", "finalize, finalize_",
      "notify_all, notifyAll_", "1st, _1st", "then, then", "constructor, constructor"})
  void javaMembers(String segment, String member) {
    assertEquals(member, JavaNames.member(segment));
  }

  @Test
  void javaOpsHaveTheirTwinsAndPathsAreCalls() {
    assertEquals(List.of("list", "listAsync", "listWithResponse", "listInputStream", "listNoWait", "listWait"),
        Languages.JAVA.opMembers("list"));
    assertEquals(List.of("class_", "class_Async", "class_WithResponse", "class_InputStream", "class_NoWait", "class_Wait"),
        Languages.JAVA.opMembers("class"));
    assertEquals("agents().claudeCode().sessions().create()",
        Languages.JAVA.memberPath("agents.claude_code.sessions.create"));
    assertEquals("FILES_LIST", Languages.JAVA.opConstant("files.list"));
    assertEquals("AGENTS_CLAUDE_CODE_RUN", JavaNames.constant("agents.claude_code.run"));
  }

  @ParameterizedTest
  @CsvSource({
      "String, String_", "Object, Object_", "Override, Override_", "Class, Class_", "List, List_",
      "ServerClient, ServerClient_", "FilesListParams, FilesListParams", "Entry, Entry"})
  void javaTypesDoNotShadowJavaLangOrTheClient(String neutral, String type) {
    assertEquals(type, JavaNames.typeName(neutral));
  }

  @ParameterizedTest
  @CsvSource({
      "content-type, contentType", "content_type, contentType", "1st, _1st", "class, class_", "__proto__, proto",
      "$ref, ref", "x-custom, xCustom", "*/, field", "'', field", "hash_code, hashCode_", "get_class, getClass_",
      "wait, wait_", "to_string, toString_"})
  void javaProperties(String wire, String name) {
    assertEquals(name, Languages.JAVA.propertyName(wire));
  }

  @ParameterizedTest
  @CsvSource({
      "constructor, constructor_", "then, then_", "prototype, prototype_", "__proto__, __proto___",
      "class, class", "list, list", "claude_code, claude_code", "default, default"})
  void tsMembersKeepWireSpellingButAvoidClassAndPromiseHazards(String segment, String member) {
    assertEquals(member, TsNames.member(segment));
  }

  @Test
  void tsPropertiesAndPaths() {
    assertEquals("content-type", Languages.TS.propertyName("content-type"));
    assertEquals("__proto__", Languages.TS.propertyName("__proto__"), "the TS target quotes keys, so wire names stay");
    assertEquals(List.of("then_"), Languages.TS.opMembers("then"));
    assertEquals("agents.claude_code.sessions.constructor_", Languages.TS.memberPath("agents.claude_code.sessions.constructor"));
    assertEquals(null, Languages.TS.opConstant("a.b"));
  }

  @ParameterizedTest
  @CsvSource({
      "list, list", "type, type", "object, object", "id, id", "class, class_", "import, import_", "from, from_",
      "async, async_", "await, await_", "def, def_", "lambda, lambda_", "claude_code, claude_code"})
  void pythonMembersEscapeKeywordsButNotBuiltins(String segment, String member) {
    assertEquals(member, PythonNames.member(segment));
  }

  @ParameterizedTest
  @CsvSource({
      "list, list", "type, type", "id, id", "input, input", "format, format", "object, object", "match, match",
      "self, self_", "class, class_", "from, from_", "content-type, content_type", "contentType, content_type",
      "1st, _1st", "__proto__, proto", "$ref, ref", "x-custom, x_custom", "timeout, timeout_", "wait, wait_",
      "body, body_", "builtins, builtins_", "path, path"})
  void pythonParametersEscapeKeywordsAndTheMethodsOwnNamesNotBuiltins(String wire, String name) {
    assertEquals(name, Languages.PYTHON.propertyName(wire));
  }

  @Test
  void pythonOpsHaveASyncTwin() {
    assertEquals(List.of("list", "list_sync", "list_iter", "list_iter_sync"), Languages.PYTHON.opMembers("list"));
    assertEquals(List.of("async_", "async__sync", "async__iter", "async__iter_sync"), Languages.PYTHON.opMembers("async"));
    assertEquals("agents.claude_code.sessions.create", Languages.PYTHON.memberPath("agents.claude_code.sessions.create"));
  }
}
