// One case per type rule; each error names the type and the rule it breaks.
// RUN: tilec-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s

// expected-error @below {{'tile' tile dimension #1 must be a positive power of two, got 6}}
"test.use"() : () -> !cuda_tile.tile<4x6xf32>

// -----

// expected-error @below {{'tile' tile dimension #0 must be a positive power of two, got 0}}
"test.use"() : () -> !cuda_tile.tile<0xf32>

// -----

// expected-error @below {{'tile' tile has more than 16777216 (2^24) elements}}
"test.use"() : () -> !cuda_tile.tile<8192x4096xf32>

// -----

// A dimension so large that the element count would overflow 64 bits is refused the same way.
// expected-error @below {{'tile' tile has more than 16777216 (2^24) elements}}
"test.use"() : () -> !cuda_tile.tile<16x2305843009213693952xf32>

// -----

// expected-error @below {{'tile' element type must be a number type, i4 or a pointer, got 'index'}}
"test.use"() : () -> !cuda_tile.tile<4xindex>

// -----

// expected-error @below {{'tile' element type must be a number type, i4 or a pointer, got 'si32'}}
"test.use"() : () -> !cuda_tile.tile<4xsi32>

// -----

// expected-error @below {{'tile' element type must be a number type, i4 or a pointer, got '!cuda_tile.token'}}
"test.use"() : () -> !cuda_tile.tile<4xtoken>

// -----

// expected-error @below {{'tile' of f4E2M1FN must have rank >= 1 and an even dimension}}
"test.use"() : () -> !cuda_tile.tile<f4E2M1FN>

// -----

// expected-error @below {{'tile' of f4E2M1FN must have rank >= 1 and an even dimension}}
"test.use"() : () -> !cuda_tile.tile<1x1xf4E2M1FN>

// -----

// expected-error @below {{'ptr' pointee must not be a pointer: nested pointers are not supported}}
"test.use"() : () -> !cuda_tile.ptr<ptr<f32>>

// -----

// expected-error @below {{'ptr' pointee must not be a pointer: nested pointers are not supported}}
"test.use"() : () -> !cuda_tile.tile<4xptr<!cuda_tile.ptr<i8>>>

// -----

// expected-error @below {{'ptr' pointee must be a number type (i1, i8, i16, i32, i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN, fnv8E5M3FNU), got 'i4'}}
"test.use"() : () -> !cuda_tile.ptr<i4>

// -----

// expected-error @below {{'tensor_view' element type must be a number type, got 'i4'}}
"test.use"() : () -> !cuda_tile.tensor_view<4xi4, strides=[1]>

// -----

// expected-error @below {{'tensor_view' element type must be a number type, got '!cuda_tile.ptr<f32>'}}
"test.use"() : () -> !cuda_tile.tensor_view<4xptr<f32>, strides=[1]>

// -----

// expected-error @below {{'tensor_view' size of dimension #1 must be positive, got 0}}
"test.use"() : () -> !cuda_tile.tensor_view<4x0xf32, strides=[1,1]>

// -----

// expected-error @below {{expected strictly positive integer, got 0}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32, strides=[0,1]>

// -----

// expected-error @below {{expected strictly positive integer, got -1}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32, strides=[4,-1]>

// -----

// expected-error @below {{'tensor_view' of rank 2 needs strides: expected ', strides=[...]'}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32>

// -----

// expected-error @below {{'tensor_view' of rank 0 takes no strides}}
"test.use"() : () -> !cuda_tile.tensor_view<f32, strides=[]>

// -----

// expected-error @below {{'tensor_view' needs one stride per dimension: rank 2 but 1 strides}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf32, strides=[1]>

// -----

// expected-error @below {{'tensor_view' of 'f4E2M1FN' needs its unit-stride dimensions to have an even size, got 3}}
"test.use"() : () -> !cuda_tile.tensor_view<4x3xf4E2M1FN, strides=[3,1]>

// -----

// expected-error @below {{'tensor_view' of 'f4E2M1FN' needs a unit-stride dimension with an even size}}
"test.use"() : () -> !cuda_tile.tensor_view<4x4xf4E2M1FN, strides=[8,2]>

// -----

// expected-error @below {{'tensor_view' of 'f4E2M1FN' needs a unit-stride dimension with an even size}}
"test.use"() : () -> !cuda_tile.tensor_view<f4E2M1FN>

// -----

// expected-error @below {{'partition_view' tile rank (1) must equal the tensor_view rank (2)}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @below {{'partition_view' of rank 0 is not supported}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(), tensor_view<f32>>

// -----

// expected-error @below {{'partition_view' tile dimension #0 must be a positive power of two, got 3}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(3x4), tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @below {{'partition_view' tile has more than 16777216 (2^24) elements}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(8192x4096), tensor_view<?x?xf32, strides=[?,1]>>

// -----

// expected-error @below {{'partition_view' dim_map must be a permutation of [0, 2), got [0, 0]}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0, 0]>

// -----

// expected-error @below {{'partition_view' dim_map must be a permutation of [0, 2), got [1, 2]}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 2]>

// -----

// expected-error @below {{'partition_view' dim_map must be a permutation of [0, 2), got [0]}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0]>

// -----

// expected-error @below {{'partition_view' padding_value nan requires a floating-point element type, got 'i32' (only zero padding is allowed)}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), padding_value = nan, tensor_view<8xi32, strides=[1]>>

// -----

// expected-error @below {{'gather_scatter_view' padding_value neg_zero requires a floating-point element type, got 'i8' (only zero padding is allowed)}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4), padding_value = neg_zero, tensor_view<8xi8, strides=[1]>, sparse_dim=0>

// -----

// expected-error @below {{unknown padding_value 'one': expected zero, neg_zero, nan, pos_inf or neg_inf}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), padding_value = one, tensor_view<8xf32, strides=[1]>>

// -----

// expected-error @below {{'partition_view' has no parameter 'traversal_strides'}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), traversal_strides=[4], tensor_view<8xf32, strides=[1]>>

// -----

// expected-error @below {{'partition_view' needs a tensor_view parameter}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4)>

// -----

// expected-error @below {{expected a tensor_view type, got '!cuda_tile.tile<8xf32>'}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), tile<8xf32>>

// -----

// expected-error @below {{'strided_view' needs a traversal_strides parameter}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4), tensor_view<8xf32, strides=[1]>>

// -----

// expected-error @below {{'strided_view' needs one traversal stride per dimension: rank 2 but 1 traversal_strides}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4], tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @below {{expected strictly positive integer, got 0}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,0], tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @below {{'strided_view' dim_map must be a permutation of [0, 2), got [1, 1]}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,4], tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 1]>

// -----

// expected-error @below {{'strided_view' tile rank (2) must equal the tensor_view rank (1)}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[4,4], tensor_view<8xf32, strides=[1]>>

// -----

// expected-error @below {{'gather_scatter_view' needs a sparse_dim parameter}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @below {{'gather_scatter_view' sparse_dim (2) must be non-negative and less than the rank (2)}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=2>

// -----

// expected-error @below {{'gather_scatter_view' has no parameter 'dim_map'}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0, dim_map=[1, 0]>

// -----

// expected-error @below {{'gather_scatter_view' tile dimension #1 must be a positive power of two, got 12}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4x12), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
