// og:go through the plugin: the bridge resolved, the module generated with its goModule, then in step.
def log = new File(basedir, 'build.log').text
def out = new File(basedir, 'target/gen-client/og-go')
def goMod = new File(out, 'go.mod')
assert goMod.isFile() : "no go.mod under ${out}\n${log}"
assert goMod.text.contains('\nmodule example.com/acme/custom-go\n') : goMod.text
assert new File(out, 'client.go').text.contains('package customops') : 'client.go is the generator\'s'
def manifest = new File(out, '.gen-client-manifest').text
assert manifest.contains('\ngo.sum\tcatalog_version=1.0.0 catalog_digest=sha256:') : manifest
assert log.contains('gen-client: wrote og:go to ') : log
assert log.contains('gen-client: in step: ') : log
assert !log.contains('output is unverified') : 'og:go is a verified generator'
return true
