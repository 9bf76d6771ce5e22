cuda_tile.module @m {
  entry @ids(%out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %x1 = reshape %x : tile<i32> -> tile<1xi32>
    %y1 = reshape %y : tile<i32> -> tile<1xi32>
    %z1 = reshape %z : tile<i32> -> tile<1xi32>
    %gx1 = reshape %gx : tile<i32> -> tile<1xi32>
    %gy1 = reshape %gy : tile<i32> -> tile<1xi32>
    %gz1 = reshape %gz : tile<i32> -> tile<1xi32>
    %pad = constant <i32: [7, 7]> : tile<2xi32>
    %xy = cat %x1, %y1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %zgx = cat %z1, %gx1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %gyz = cat %gy1, %gz1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %lo = cat %xy, %zgx dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %hi = cat %gyz, %pad dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %row = cat %lo, %hi dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %tile = reshape %row : tile<8xi32> -> tile<1x1x1x8xi32>
    %tv = make_tensor_view %out, shape = [4, 4, 4, 8], strides = [128, 32, 8, 1]
        : tensor_view<4x4x4x8xi32, strides=[128,32,8,1]>
    %pv = make_partition_view %tv
        : partition_view<tile=(1x1x1x8), tensor_view<4x4x4x8xi32, strides=[128,32,8,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %tile, %pv[%z, %y, %x, %c0]
        : tile<1x1x1x8xi32>,
          partition_view<tile=(1x1x1x8), tensor_view<4x4x4x8xi32, strides=[128,32,8,1]>>,
          tile<i32> -> token
    return
  }
}
