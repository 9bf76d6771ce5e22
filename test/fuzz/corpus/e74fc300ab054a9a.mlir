cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<f32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op dynamic size or stride #0 must be a rank-0 integer tile, got '!cuda_tile.tile<f32>'}}
    %tv = make_tensor_view %b, shape = [%m], strides = [1] : tile<f32> -> tensor_view<?xf16, strides=[1]>
  }
}

// ==== make_partition_view, make_strided_view, make_gather_scatter_view
