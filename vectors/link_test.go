package vectors_test

// Export builds probes.json with package dialect (vectors.ProbesFile), which
// imports this package: the tests link it here.
import _ "github.com/baolakiswahili/conformance/dialect"
