// Verification of the 13.5 multimem view ops as tile-ir-13.4-13.5.md §5.1 recommends (NVIDIA's
// verifier was not available): a partition_view over a multicast tensor_view, the view's tile,
// PTX multimem orderings (load-reduce weak/relaxed/acquire, store weak/relaxed/release, reduce
// relaxed/release with a scope) and element types per reduction.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op view must be over a tensor_view with #cuda_tile.ptr_attr<multicast>, got '!cuda_tile.tensor_view<64xf32, strides=[1]>'}}
    %x, %t = multimem_load_reduce_view_tko weak add %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op memory ordering release is not allowed: expected weak, relaxed or acquire}}
    %x, %t = multimem_load_reduce_view_tko release device add %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.multimem_load_reduce_view_tko' op reduction xor does not take elements of type 'f32': expected i32 or i64}}
    %x, %t = multimem_load_reduce_view_tko weak xor %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 0> : tile<i32>
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.multimem_reduce_view_tko' op reduction min does not take elements of type 'f32': expected i32, i64, f16 or bf16}}
    %t = multimem_reduce_view_tko relaxed device min %pv[%i], %x : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 0> : tile<i32>
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.multimem_reduce_view_tko' op memory ordering weak is not allowed: expected relaxed or release}}
    %t = multimem_reduce_view_tko weak device add %pv[%i], %x : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 0> : tile<i32>
    %x = constant <f32: 1.0> : tile<8xf32>
    // expected-error @below {{'cuda_tile.multimem_store_view_tko' op}}
    %t = multimem_store_view_tko weak %pv[%i], %x : tile<8xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 0> : tile<i32>
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @below {{'cuda_tile.multimem_store_view_tko' op 'inbounds' must have one entry per index (1), got 2}}
    %t = multimem_store_view_tko weak %pv[%i], %x inbounds = [true, true] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}
