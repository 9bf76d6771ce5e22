// One case per verifier and parser rule of the view operations; each message names the rule.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

// ==== make_tensor_view

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{'shape' entry #1 is 32 but the result type has 64}}
    %tv = make_tensor_view %b, shape = [%m, 32], strides = [64, 1] : tile<i64> -> tensor_view<?x64xf16, strides=[64,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{'strides' entry #0 is a value but the result type has 64}}
    %tv = make_tensor_view %b, shape = [%m, 64], strides = [%m, 1] : tile<i64> -> tensor_view<?x64xf16, strides=[64,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{'shape' entry #0 is 16 but the result type has '?': a dynamic entry takes a value}}
    %tv = make_tensor_view %b, shape = [16, 64], strides = [64, 1] : tensor_view<?x64xf16, strides=[64,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{'strides' has 1 entries but the result type has rank 2}}
    %tv = make_tensor_view %b, shape = [16, 64], strides = [1] : tensor_view<16x64xf16, strides=[64,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>) {
    // expected-error @below {{dynamic sizes or strides need their type written before the result type}}
    %tv = make_tensor_view %b, shape = [%m, 64], strides = [64, 1] : tensor_view<?x64xf16, strides=[64,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{no size or stride is dynamic, so no index type may be written before '->'}}
    %tv = make_tensor_view %b, shape = [16, 64], strides = [64, 1] : tile<i32> -> tensor_view<16x64xf16, strides=[64,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{expected a tensor_view result type, got '!cuda_tile.tile<f16>'}}
    %tv = make_tensor_view %b, shape = [], strides = [] : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op base must be '!cuda_tile.tile<ptr<f16>>' (a rank-0 tile of pointers to the tensor_view's element type), got '!cuda_tile.tile<ptr<f32>>'}}
    %tv = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<16xf16, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 1 dynamic size values (one per '?' in the result shape), got 0}}
    %tv = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<?xf16, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %s: tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op expected 0 dynamic stride values (one per '?' in the result strides), got 1}}
    %tv = "cuda_tile.make_tensor_view"(%b, %s) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<16xf16, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<i64>, %s: tile<i32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op dynamic sizes and strides must all have the same type: dynamic size or stride #1 is '!cuda_tile.tile<i32>' but dynamic size or stride #0 is '!cuda_tile.tile<i64>'}}
    %tv = "cuda_tile.make_tensor_view"(%b, %m, %s) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf16, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%b: tile<ptr<f16>>, %m: tile<f32>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op dynamic size or stride #0 must be a rank-0 integer tile, got '!cuda_tile.tile<f32>'}}
    %tv = make_tensor_view %b, shape = [%m], strides = [1] : tile<f32> -> tensor_view<?xf16, strides=[1]>
  }
}

// ==== make_partition_view, make_strided_view, make_gather_scatter_view

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.make_partition_view' op operand type '!cuda_tile.tensor_view<64xf32, strides=[1]>' must equal the tensor_view of the result type, '!cuda_tile.tensor_view<32xf32, strides=[1]>'}}
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.make_strided_view' op result #0 must be strided_view}}
    %pv = make_strided_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{expected a tile view type (partition_view, strided_view or gather_scatter_view), got '!cuda_tile.tensor_view<64xf32, strides=[1]>'}}
    %pv = make_gather_scatter_view %tv : tensor_view<64xf32, strides=[1]>
    return
  }
}

// ==== get_tensor_shape, get_index_space_shape

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op expected 2 results (one per tensor_view dimension), got 3}}
    %s:3 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[64,1]> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op result #0 must be a rank-0 integer tile, got '!cuda_tile.tile<f32>'}}
    %s = get_tensor_shape %tv : tensor_view<64xf32, strides=[1]> -> tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op results must all have the same type: result #1 is '!cuda_tile.tile<i64>' but result #0 is '!cuda_tile.tile<i32>'}}
    %s:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>) {
    // expected-error @below {{'cuda_tile.get_index_space_shape' op expected 2 results (one per view dimension), got 1}}
    %s = get_index_space_shape %pv : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.get_index_space_shape' op operand #0 must be tile view}}
    %s = "cuda_tile.get_index_space_shape"(%tv) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.tile<i32>
    return
  }
}

// ==== load_view_tko

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op memory ordering release is not allowed: expected weak, relaxed or acquire}}
    %x, %t = load_view_tko release device %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op weak memory ordering cannot have a memory scope, got device}}
    %x, %t = load_view_tko weak device %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op memory ordering acquire requires a memory scope}}
    %x, %t = load_view_tko acquire %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op expected 2 indices (one per view dimension), got 1}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #0 must be a rank-0 integer tile, got '!cuda_tile.tile<4xi32>'}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<4xi32> -> tile<4x8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, %i: tile<i32>, %j: tile<i64>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op indices must all have the same type: index #1 is '!cuda_tile.tile<i64>' but index #0 is '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> tile<4x8xf32>, token
    return
  }
}

// -----

// With dim_map the view's tile shape is already in tile-dimension order: no transposition.
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[1, 0]>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op result type must be '!cuda_tile.tile<4x8xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<8x4xf32>'}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x4xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op result type must be '!cuda_tile.tile<16xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<16xf16>'}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, %rows: tile<4xi32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #0 (at sparse_dim) must be a 1-D integer tile of length 8 (the tile size along sparse_dim), got '!cuda_tile.tile<4xi32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<8x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, %cols: tile<16xi32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #1 (at sparse_dim) must be a 1-D integer tile of length 16 (the tile size along sparse_dim), got '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %gv[%cols, %i] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<16xi32>, tile<i32> -> tile<8x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, %rows: tile<8xi32>, %j: tile<2xi32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op index #1 must be a rank-0 integer tile, got '!cuda_tile.tile<2xi32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %j] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<2xi32> -> tile<8x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,1]>, sparse_dim=0>, %rows: tile<8xi32>, %i: tile<i32>, %j: tile<i16>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op indices outside sparse_dim must all have the same type: #2 is '!cuda_tile.tile<i16>' but an earlier one is '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %gv[%rows, %i, %j] : gather_scatter_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32>, tile<i16> -> tile<8x2x4xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op operand #0 must be tile view (partition_view, strided_view or gather_scatter_view)}}
    %x, %t = load_view_tko weak %tv[%i] : tensor_view<64xf32, strides=[1]>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{expected the index type after the view type}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x4x4), tensor_view<64x64x64xf32, strides=[4096,64,1]>>, %i: tile<i32>) {
    // expected-error @below {{expected one index type for all indices or one per index (3), got 2}}
    %x, %t = load_view_tko weak %pv[%i, %i, %i] : partition_view<tile=(4x4x4), tensor_view<64x64x64xf32, strides=[4096,64,1]>>, tile<i32>, tile<i32> -> tile<4x4x4xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>) {
    // expected-error @below {{the view has no indices, so no index type may be written}}
    %x, %t = load_view_tko weak %pv[] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics'}}
    %x, %t = load_view_tko strong %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{Invalid attribute `memory_ordering_semantics` in property conversion: 7 : i32}}
    %x:2 = "cuda_tile.load_view_tko"(%pv, %i) <{memory_ordering_semantics = 7 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16xf32>, !cuda_tile.token)
    return
  }
}

// ==== store_view_tko

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op memory ordering acquire is not allowed: expected weak, relaxed or release}}
    %t = store_view_tko acquire device %v, %pv[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op memory ordering acq_rel is not allowed: expected weak, relaxed or release}}
    %t = store_view_tko acq_rel device %v, %pv[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op memory ordering relaxed requires a memory scope}}
    %t = store_view_tko relaxed %v, %pv[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op weak memory ordering cannot have a memory scope, got tl_blk}}
    %t = store_view_tko weak tl_blk %v, %pv[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op stored tile type must be '!cuda_tile.tile<16xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<8xf32>'}}
    %t = store_view_tko weak %v, %pv[%i] : tile<8xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.store_view_tko' op expected 1 indices (one per view dimension), got 2}}
    %t = store_view_tko weak %v, %pv[%i, %i] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// ==== atomic_red_view_tko

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op memory ordering acq_rel is not allowed: only relaxed is}}
    %t = atomic_red_view_tko acq_rel device %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op memory scope sys is not allowed: expected tl_blk or device}}
    %t = atomic_red_view_tko relaxed sys %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'memory_scope'}}
    %t = atomic_red_view_tko relaxed %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>, %i: tile<16xi32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op view must be a partition_view or strided_view, got '!cuda_tile.gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>'}}
    %t = atomic_red_view_tko relaxed device %gv[%i], addf, %v : tile<16xf32>, gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>, tile<16xi32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op view must not have a padding_value, got '!cuda_tile.strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<64xf32, strides=[1]>>'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<16xf32>, strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, %i: tile<i32>, %v: tile<16xi32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op mode xchg is not allowed: expected and, or, xor, add, addf, max, min, umax or umin}}
    %t = atomic_red_view_tko relaxed device %pv[%i], xchg, %v : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, %i: tile<i32>, %v: tile<16xi32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op mode addf requires an f16, bf16, f32 or f64 element type, got 'i32'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op mode umax requires an i32 or i64 element type, got 'f32'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], umax, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xi16, strides=[1]>>, %i: tile<i32>, %v: tile<16xi16>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op mode add requires an i32 or i64 element type, got 'i16'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], add, %v : tile<16xi16>, partition_view<tile=(16), tensor_view<64xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf16>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op value type must be '!cuda_tile.tile<16xf32>' (the view's tile shape and element type), got '!cuda_tile.tile<16xf16>'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<16xf16>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, %i: tile<i32>, %v: tile<16xf32>) {
    // expected-error @below {{'cuda_tile.atomic_red_view_tko' op index #0 must be a rank-0 integer tile, got '!cuda_tile.tile<16xf32>'}}
    %t = "cuda_tile.atomic_red_view_tko"(%pv, %v, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>) -> !cuda_tile.token
    return
  }
}
