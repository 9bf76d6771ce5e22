// A tour of the Tile IR 13.3 type system. Run: build/bin/tilec-opt -allow-unregistered-dialect
// examples/types.mlir — every type is parsed, verified and printed back in canonical form.
// ("test.*" ops are placeholders that only carry types; kernels come with the operations.)

// Scalars are rank-0 tiles; tiles have power-of-two dimensions.
"test.scalars"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>, !cuda_tile.tile<ptr<f16>>)
"test.tiles"() : () -> (!cuda_tile.tile<128x64xbf16>, !cuda_tile.tile<64x!cuda_tile.ptr<f32>>,
                        !cuda_tile.tile<32xf8E4M3FN>, !cuda_tile.tile<16xf4E2M1FN>)

// A row-major matrix of dynamic size in global memory, and three ways to tile it.
!matrix = !cuda_tile.tensor_view<?x?xf16, strides=[?, 1]>
!blocks = !cuda_tile.partition_view<tile=(128x64), padding_value = zero, !matrix>
!blocks_t = !cuda_tile.partition_view<tile=(64x128), !matrix, dim_map=[1, 0]>
!windows = !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,8], !matrix>
!rows = !cuda_tile.gather_scatter_view<tile=(8x64), !matrix, sparse_dim=0>
"test.views"() : () -> (!matrix, !blocks, !blocks_t, !windows, !rows, !cuda_tile.token)
