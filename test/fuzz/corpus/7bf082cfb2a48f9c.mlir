cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %o: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.offset' op result type must equal the pointer operand type '!cuda_tile.tile<8xptr<f32>>'}}
    %q = offset %p, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f16>>
    return
  }
}
