cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op index #0 must be a rank-0 integer tile, got '!cuda_tile.tile<16xf32>'}}
    %t = "cuda_tile.atomic_red_view_tko"(%pv, %v, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>) -> !cuda_tile.token
    return
  }
}
