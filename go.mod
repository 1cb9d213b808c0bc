module github.com/baolakiswahili/conformance

go 1.26.8
