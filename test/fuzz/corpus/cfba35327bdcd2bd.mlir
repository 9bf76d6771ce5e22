cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%x = %a) -> (tile<f32>) {
      // expected-error @below {{'cuda_tile.continue' op operand #0 has type '!cuda_tile.tile<i32>' but the enclosing 'cuda_tile.for' expects '!cuda_tile.tile<f32>' (its carried values)}}
      continue %k : tile<i32>
    }
    return
  }
}
