package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import dev.genclient.client.errors.ErrorFactory;

/** A small runtime catalog document and its generated parts, as gen-client would embed them. */
public final class TestCatalog implements GeneratedParts {
  /** Two chunks, to show they are joined in order. */
  static final String[] CHUNKS = {"""
      {"runtime_catalog_format": 1, "name": "t", "title": "T", "catalog_version": "1.0.0", "sdk_version": "1.0.0",
       "server": {"default_port": 9000, "ops_path": "/ops", "capabilities_path": "/capabilities", "check_op": null,
                  "openai": null},
       "auth": {"bearer": true, "legacy_header": "X-Token", "client_header": "X-Client"},
       "client_defaults": {"gateway_header": "X-Gateway-Token", "timeout_seconds": 60,
         "retry": {"max_retries": 2, "statuses": [429, 503], "connection_errors": true, "base_seconds": 0.5,
                   "cap_seconds": 8, "jitter": "full", "retry_after_max_seconds": 60},
         "redirects": {"max": 2, "keep_method": [307, 308], "get_only": [301, 302, 303],
                       "cross_origin_strip": ["authorization", "x-token", "x-gateway"]},
         "jobs": {"min_poll_seconds": 0.25, "max_poll_seconds": 30, "initial_poll_seconds": 1, "deadline_seconds": 600},
         "stream": {"max_line_bytes": 64},
         "download": {"max_buffered_bytes": 1024}},
       "exit_codes": {"permission": 4, "retryable": 75, "other": 1},
       "errors": [
         {"class": "Mismatch", "code": "E0005", "wire": [], "status": [], "exit": "other", "exit_code": 1,
          "parent": "Unknown", "client_only": true, "legacy": false},
         {"class": "Unknown", "code": "E0004", "wire": ["op.unknown"], "status": [404], "exit": "other",
          "exit_code": 1, "parent": "Base", "client_only": false, "legacy": false},
         {"class": "Denied", "code": "E0002", "wire": ["policy.*", "policy.path.*"], "status": [403],
          "exit": "permission", "exit_code": 4, "parent": "Base", "client_only": false, "legacy": false},
         {"class": "PathDenied", "code": "E0006", "wire": ["policy.path.outside.*"], "status": [403],
          "exit": "permission", "exit_code": 4, "parent": "Denied", "client_only": false, "legacy": false},
         {"class": "Disabled", "code": "E0003", "wire": ["op.not_enabled"], "status": [403], "exit": "permission",
          "exit_code": 4, "parent": "Base", "client_only": false, "legacy": false},
         {"class": "Args", "code": "E0008", "wire": ["args.*"], "status": [400, 422], "exit": "other",
          "exit_code": 1, "parent": "Base", "client_only": false, "legacy": false},
         {"class": "Unavailable", "code": "E0009", "wire": [], "status": [503], "exit": "retryable",
          "exit_code": 75, "parent": "Base", "client_only": false, "legacy": false},
         {"class": "Base", "code": "E0001", "wire": [], "status": [], "exit": "other", "exit_code": 1,
          "parent": null, "client_only": false, "legacy": false}
       ],
       "error_roles": {"base": "Base", "contract_mismatch": "Mismatch", "not_enabled": "Disabled",
                       "policy_denied": "Denied", "invalid_args": "Args", "transport": "Unavailable"},
      """, """
       "legacy_groups": {"filesystem": ["files.*"], "single": ["jobs.start"]},
       "types": {"GetParams": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
                 "Entry": {"type": "object", "required": ["name", "size"],
                           "properties": {"name": {"type": "string"}, "size": {"type": "integer"},
                                          "kind": {"type": "string", "enum": ["file", "dir"]},
                                          "link": {"type": ["string", "null"]},
                                          "tags": {"type": "array", "items": {"type": "string"}}}},
                 "Tick": {"type": "object", "required": ["n"], "properties": {"n": {"type": "integer"}}}},
       "ops": [
         {"id": "files.get", "summary": "Get", "kind": "call",
          "http": {"method": "GET", "path": "/files/{id}", "path_params": ["id"], "query": true},
          "legacy": {"method": "GET", "path": "/v1/files/{id}", "path_params": ["id"], "query": true},
          "idempotent": true, "admin": false, "client": true, "params": {"$ref": "#/types/GetParams"},
          "scoped_params": ["id"], "result": null, "event": null, "job": null, "errors": [], "limits": {}, "since": null, "deprecated": null},
         {"id": "files.stat", "summary": "Stat", "kind": "call",
          "http": {"method": "GET", "path": "/files/{id}/stat", "path_params": ["id"], "query": true},
          "legacy": null, "idempotent": true, "admin": false, "client": true, "params": null,
          "result": {"$ref": "#/types/Entry"}, "event": null, "job": null, "errors": [], "limits": {}, "since": null,
          "deprecated": null},
         {"id": "files.read", "summary": "Read", "kind": "download",
          "http": {"method": "GET", "path": "/files/{id}/content", "path_params": ["id"], "query": true},
          "legacy": null, "idempotent": true, "admin": false, "client": true, "params": null, "result": null,
          "event": null, "job": null, "errors": [], "limits": {}, "since": null, "deprecated": null},
         {"id": "ticks.tail", "summary": "Tail", "kind": "stream",
          "http": {"method": "POST", "path": "/ops/ticks.tail", "path_params": [], "query": false},
          "legacy": null, "idempotent": false, "admin": false, "client": true, "params": null, "result": null,
          "event": {"$ref": "#/types/Tick"}, "job": null, "errors": [], "limits": {}, "since": null, "deprecated": null},
         {"id": "ticks.events", "summary": "Events", "kind": "stream", "stream_format": "sse",
          "http": {"method": "POST", "path": "/ops/ticks.events", "path_params": [], "query": false},
          "legacy": null, "idempotent": false, "admin": false, "client": true, "params": null, "result": null,
          "event": {"$ref": "#/types/Tick"}, "job": null, "errors": [], "limits": {}, "since": null, "deprecated": null},
         {"id": "files.put", "summary": "Put", "kind": "upload",
          "http": {"method": "POST", "path": "/ops/files.put", "path_params": [], "query": false},
          "legacy": null, "idempotent": false, "admin": false, "client": true, "params": null, "result": null,
          "event": null, "job": null, "errors": [], "limits": {}, "since": null, "deprecated": null},
         {"id": "jobs.start", "summary": "Start", "kind": "job",
          "http": {"method": "POST", "path": "/ops/jobs.start", "path_params": [], "query": false},
          "legacy": null, "idempotent": false, "admin": false, "client": true, "params": null,
          "result": {"$ref": "#/types/Entry"}, "event": null, "job": {"status_op": "jobs.status", "id_param": "job", "pending_class": "JobPending"},
          "errors": [], "limits": {}, "since": null, "deprecated": null},
         {"id": "jobs.status", "summary": "Status", "kind": "call",
          "http": {"method": "POST", "path": "/ops/jobs.status", "path_params": [], "query": false},
          "legacy": null, "idempotent": true, "admin": false, "client": true, "params": null, "result": null,
          "event": null, "job": null, "errors": [], "limits": {}, "since": null, "deprecated": null}
       ],
       "aliases": [
         {"alias": "files.fetch", "target": "files.get", "namespace": false, "binding": "default",
          "deprecated_since": "1.0", "remove_in": null},
         {"alias": "files.fetch_v1", "target": "files.get", "namespace": false, "binding": "legacy",
          "deprecated_since": null, "remove_in": null},
         {"alias": "fs.*", "target": "files.*", "namespace": true, "binding": "default",
          "deprecated_since": null, "remove_in": null}
       ]}
      """};

  /** The exception class gen-client would generate for the row {@code Denied}. */
  public static final class DeniedError extends ApiException {
    private static final long serialVersionUID = 1L;

    public DeniedError(String message, int status, String errorCode, String code, String catalogClass,
        String exitFamily, int exitCode, String op, String requestId, JsonNode details) {
      super(message, status, errorCode, code, catalogClass, exitFamily, exitCode, op, requestId, details);
    }
  }

  public static final ClientRuntime RUNTIME = new ClientRuntime(new TestCatalog());

  @Override
  public String[] catalogChunks() {
    return CHUNKS.clone();
  }

  @Override
  public ErrorFactory errorFactory(String catalogClass) {
    return catalogClass.equals("Denied") ? DeniedError::new : null;
  }
}
