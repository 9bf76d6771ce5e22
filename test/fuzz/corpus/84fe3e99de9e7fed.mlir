cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>) {
    // expected-error @below {{'cuda_tile.get_index_space_shape' op expected 2 results (one per view dimension), got 1}}
    %s = get_index_space_shape %pv : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>> -> tile<i32>
    return
  }
}
