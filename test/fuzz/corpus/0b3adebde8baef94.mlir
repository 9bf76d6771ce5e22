// Every type example of the Tile IR 13.3 type-system chapter (seed 000), spelled exactly as
// published (multi-line aliases, trailing commas), round-trips through the custom printer and
// through the generic op form.

!gsv_1d= !cuda_tile.gather_scatter_view<
  tile=(4),
  tensor_view<8xf32, strides=[1]>,
  sparse_dim=0
>

!gsv_2d= !cuda_tile.gather_scatter_view<
  tile=(4x4),
  tensor_view<8x8xf32, strides=[8, 1]>,
  sparse_dim=0
>

!gsv_2d_padded= !cuda_tile.gather_scatter_view<
  tile=(8x16),
  padding_value = zero,
  tensor_view<128x256xf32, strides=[256, 1]>,
  sparse_dim=0
>

!gsv_2d_col= !cuda_tile.gather_scatter_view<
  tile=(8x16),
  tensor_view<128x256xf32, strides=[256, 1]>,
  sparse_dim=1
>

!gsv_2d_scatter= !cuda_tile.gather_scatter_view<
  tile=(4x4),
  tensor_view<8x8xf32, strides=[8, 1]>,
  sparse_dim=0
>

!pv_1d= !cuda_tile.partition_view<
  tile=(2),
  tensor_view<16xf32, strides=[1]>
>

!pv_2d= !cuda_tile.partition_view<
  tile=(4x2),
  tensor_view<64x16xf32, strides=[16, 1]>
>

!pv_2d_transposed= !cuda_tile.partition_view<
  tile=(4x2),
  tensor_view<64x16xf32, strides=[16, 1]>,
  dim_map=[1, 0]
>

!pv_2d_padded= !cuda_tile.partition_view<
  tile=(1x4),
  padding_value = nan,
  tensor_view<8x2xf32, strides=[2,1]>,
>

!sv_1d_tra2= !cuda_tile.strided_view<
  tile=(2),
  traversal_strides=[2],
  tensor_view<16xf32, strides=[1]>
>

!sv_1d_tra3= !cuda_tile.strided_view<
  tile=(2),
  traversal_strides=[3],
  tensor_view<16xf32, strides=[1]>
>

!sv_1d_tra1= !cuda_tile.strided_view<
  tile=(2),
  traversal_strides=[1],
  tensor_view<8xf32, strides=[1]>
>

!sv_2d= !cuda_tile.strided_view<
  tile=(4x2),
  traversal_strides=[4,3]
  tensor_view<64x16xf32, strides=[16, 1]>
>

!sv_2d_transposed= !cuda_tile.strided_view<
  tile=(4x2),
  traversal_strides=[4,3],
  tensor_view<64x16xf32, strides=[16, 1]>,
  dim_map=[1, 0]
>

!sv_2d_padded= !cuda_tile.strided_view<
  tile=(1x4),
  traversal_strides=[1,4],
  padding_value = nan,
  tensor_view<8x2xf32, strides=[2,1]>,
>

"test.use"() : () -> !gsv_1d
"test.use"() : () -> !gsv_2d
"test.use"() : () -> !gsv_2d_padded
"test.use"() : () -> !gsv_2d_col
"test.use"() : () -> !gsv_2d_scatter
"test.use"() : () -> !pv_1d
"test.use"() : () -> !pv_2d
"test.use"() : () -> !pv_2d_transposed
"test.use"() : () -> !pv_2d_padded
"test.use"() : () -> !sv_1d_tra2
"test.use"() : () -> !sv_1d_tra3
"test.use"() : () -> !sv_1d_tra1
"test.use"() : () -> !sv_2d
"test.use"() : () -> !sv_2d_transposed
"test.use"() : () -> !sv_2d_padded
"test.use"() : () -> !cuda_tile.tensor_view<512x1024xf16, strides=[1024, 1]>
"test.use"() : () -> !cuda_tile.tensor_view<512x1024xf16, strides=[1, 512]>
"test.use"() : () -> !cuda_tile.tensor_view<512x1024xf16, strides=[1, 1]>
"test.use"() : () -> !cuda_tile.tensor_view<32x16x32xf16, strides=[512, 1, 16]>
"test.use"() : () -> !cuda_tile.tensor_view<?x?xf16, strides=[?, 1]>
"test.use"() : () -> !cuda_tile.tensor_view<?x16xf32, strides=[1, ?]>
"test.use"() : () -> !cuda_tile.tile<8x4xf32>
"test.use"() : () -> !cuda_tile.tile<4x!cuda_tile.ptr<i8>>
