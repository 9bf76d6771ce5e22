cuda_tile.module @m {
  testing$func @f(%a: tile<f32>, %i: tile<i32>) {
    %r = loop iter_values(%x = %a) : tile<f32> -> tile<i32> {
      // expected-error @below {{'cuda_tile.continue' op has 2 operands but the enclosing 'cuda_tile.loop' expects 1 (its carried values)}}
      continue %x, %x : tile<f32>, tile<f32>
    }
    return
  }
}
