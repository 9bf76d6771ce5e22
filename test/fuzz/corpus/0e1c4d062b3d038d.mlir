cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) {
    if %c {
      // expected-error @below {{'cuda_tile.yield' op has 1 operands but the enclosing 'cuda_tile.if' expects 0 (its results)}}
      yield %a : tile<f32>
    }
    return
  }
}
