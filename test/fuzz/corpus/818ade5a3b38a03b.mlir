cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %o: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.offset' op pointers and offsets must have the same shape, got '!cuda_tile.tile<8xptr<f32>>' and '!cuda_tile.tile<4xi32>'}}
    %q = offset %p, %o : tile<8xptr<f32>>, tile<4xi32> -> tile<8xptr<f32>>
    return
  }
}
