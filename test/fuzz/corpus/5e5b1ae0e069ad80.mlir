cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{expected a tile view type (partition_view, strided_view or gather_scatter_view), got '!cuda_tile.tensor_view<64xf32, strides=[1]>'}}
    %pv = make_gather_scatter_view %tv : tensor_view<64xf32, strides=[1]>
    return
  }
}

// ==== get_tensor_shape, get_index_space_shape
