cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>, %i: tile<i32>) -> tile<f32> {
    %v = if %c -> (tile<f32>) {
      yield %a : tile<f32>
    } else {
      // expected-error @below {{'cuda_tile.yield' op operand #0 has type '!cuda_tile.tile<i32>' but the enclosing 'cuda_tile.if' expects '!cuda_tile.tile<f32>' (its results)}}
      yield %i : tile<i32>
    }
    return %v : tile<f32>
  }
}
