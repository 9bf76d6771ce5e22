// Every module of the dialect's lit tests and of the examples prints identically after text ->
// bytecode -> text, at every version it fits (see Inputs/roundtrip_corpus.py).
// RUN: python3 %S/Inputs/roundtrip_corpus.py %tilec_src_root | FileCheck %s
// CHECK: round trips: {{[1-9][0-9]*}} identical, {{[0-9]+}} refused for needing a newer version, {{[0-9]+}} refused as not expressible in bytecode, {{[0-9]+}} negative chunks skipped, 0 failures
