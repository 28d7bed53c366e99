// check names the drifted file and fails the build, without writing.
def log = new File(basedir, 'build.log').text
assert log.contains('openapi/openapi.json') : log
assert log =~ /changed: .*src\/main\/openapi\/openapi\.json/ : log
assert log.contains('gen-client: drift found') : log
assert new File(basedir, 'src/main/openapi/openapi.json').text.contains('"stale"') : 'check wrote to the output'
return true
