// One case per verifier rule of reduce and scan.

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.reduce' op must have at least one operand}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
    return
  }
}
