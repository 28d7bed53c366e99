// The goal ran the command: every files.* cell passed in both columns, the JUnit report and the server's log are written.
def log = new File(basedir, 'build.log').text
assert log.contains('all passed') : log
assert log =~ /files\.upload_stream +pass +pass/ : log
def junit = new File(basedir, 'target/gen-client-verify/verify-junit.xml')
assert junit.isFile() : 'no JUnit report'
assert junit.text.contains('name="files.download"') : junit.text
assert new File(basedir, 'target/gen-client-verify/server.log').text.startsWith('http://127.0.0.1:47613') : 'no server log'
return true
