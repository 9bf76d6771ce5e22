// Every element type, pointers, tiles of all ranks, tensor_view/view forms with and without the
// `!cuda_tile.` prefix on nested types, and the canonical short form the printer writes.

"test.elements"() : () -> (!cuda_tile.tile<2xi1>, !cuda_tile.tile<2xi4>, !cuda_tile.tile<2xi8>,
  !cuda_tile.tile<2xi16>, !cuda_tile.tile<2xi32>, !cuda_tile.tile<2xi64>, !cuda_tile.tile<2xf16>,
  !cuda_tile.tile<2xbf16>, !cuda_tile.tile<2xf32>, !cuda_tile.tile<2xtf32>, !cuda_tile.tile<2xf64>,
  !cuda_tile.tile<2xf8E4M3FN>, !cuda_tile.tile<2xf8E5M2>, !cuda_tile.tile<2xf8E8M0FNU>,
  !cuda_tile.tile<2xf4E2M1FN>)

"test.pointers"() : () -> (!cuda_tile.ptr<f32>, !cuda_tile.ptr<i1>, !cuda_tile.ptr<f8E8M0FNU>,
  !cuda_tile.ptr<f4E2M1FN>, !cuda_tile.ptr<tf32>)

// Rank 0 (scalars), pointer elements with and without prefix, the largest allowed tile (2^24).
"test.tiles"() : () -> (!cuda_tile.tile<f32>, !cuda_tile.tile<ptr<f16>>,
  !cuda_tile.tile<4x8x!cuda_tile.ptr<f32>>, !cuda_tile.tile<4x8xptr<f32>>,
  !cuda_tile.tile<1x1x1x1xi8>, !cuda_tile.tile<4096x4096xi8>, !cuda_tile.tile<16777216xi1>,
  !cuda_tile.tile<1x2xf4E2M1FN>)

// Structurally equal types are the same type, whatever prefix the text used.
%p = "test.def"() : () -> !cuda_tile.tile<4xptr<i8>>
"test.same"(%p, %p) : (!cuda_tile.tile<4x!cuda_tile.ptr<i8>>, !cuda_tile.tile<4xptr<i8>>) -> ()

"test.tensor_views"() : () -> (!cuda_tile.tensor_view<f32>, !cuda_tile.tensor_view<8xi1, strides=[1]>,
  !cuda_tile.tensor_view<?x?x?xbf16, strides=[?, ?, 1]>,
  !cuda_tile.tensor_view<4x6xf4E2M1FN, strides=[6,1]>,
  !cuda_tile.tensor_view<?x3xf4E2M1FN, strides=[1,?]>,
  !cuda_tile.tensor_view<8xf4E2M1FN, strides=[?]>)

// Views: nested tensor_view with or without prefix; explicit identity dim_map is not printed;
// every padding value; parameters in any order print in canonical order; zero padding on ints.
"test.views"() : () -> (
  !cuda_tile.partition_view<tile=(16x64), !cuda_tile.tensor_view<?x64xf16, strides=[64,1]>>,
  !cuda_tile.partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>, dim_map=[0, 1]>,
  !cuda_tile.partition_view<tile=(8x8), padding_value = neg_zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>,
  !cuda_tile.partition_view<tile=(8), padding_value = pos_inf, tensor_view<8xf16, strides=[1]>>,
  !cuda_tile.partition_view<tile=(8), padding_value = neg_inf, tensor_view<8xbf16, strides=[1]>>,
  !cuda_tile.partition_view<tile=(8), padding_value = zero, tensor_view<8xi32, strides=[1]>>,
  !cuda_tile.strided_view<tile=(2x2x2), dim_map=[2, 0, 1], padding_value = nan,
                          tensor_view<9x9x9xf64, strides=[81,9,1]>, traversal_strides=[1,5,2]>,
  !cuda_tile.gather_scatter_view<tile=(8x16), padding_value = zero, !cuda_tile.tensor_view<128x256xf32, strides=[256, 1]>, sparse_dim=1>,
  !cuda_tile.token)
