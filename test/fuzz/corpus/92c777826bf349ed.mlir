cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{Invalid attribute `memory_ordering_semantics` in property conversion: 7 : i32}}
    %x:2 = "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 7 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16xf32>, !cuda_tile.token)
    return
  }
}

// ==== store_view_tko
