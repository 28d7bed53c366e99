// The sample project built twice: generated, compiled, checked, then up to date.
def log = new File(basedir, 'build.log').text
def client = new File(basedir, 'target/generated-sources/gen-client/dev/sample/client/ServerClient.java')
assert client.isFile() : "no generated client at ${client}"
assert new File(basedir, 'target/classes/dev/sample/App.class').isFile() : 'App was not compiled against the client'
assert new File(basedir, 'api/openapi/openapi.json').isFile() : 'no OpenAPI document under api/openapi'
assert log.contains('gen-client: wrote java to ') : log
assert log.contains('gen-client: wrote openapi to ') : log
assert log.count('gen-client: in step: ') == 4 : 'check ran on both directories in both builds'
assert log.contains('gen-client: up to date (java, openapi)') : 'the second build did not skip generation'
assert log.count('gen-client: wrote java to ') == 1 : 'the second build generated again'
return true
