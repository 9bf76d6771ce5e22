cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) -> tile<f32> {
    %v = if %c -> (tile<f32>) {
      // expected-error @below {{'cuda_tile.yield' op has 0 operands but the enclosing 'cuda_tile.if' expects 1 (its results)}}
      yield
    } else {
      yield %a : tile<f32>
    }
    return %v : tile<f32>
  }
}
