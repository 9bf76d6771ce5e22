cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // The implied continue carries the location of its loop.
    // expected-error @below {{'cuda_tile.continue' op has 0 operands but the enclosing 'cuda_tile.for' expects 1 (its carried values)}}
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%x = %a) -> (tile<f32>) {
    }
    return
  }
}
