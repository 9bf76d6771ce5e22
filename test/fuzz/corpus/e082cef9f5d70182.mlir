cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.if' op operand #0 must be rank-0 tile of i1}}
    "cuda_tile.if"(%c) ({ "cuda_tile.yield"() : () -> () }, {}) : (!cuda_tile.tile<4xi1>) -> ()
    return
  }
}
