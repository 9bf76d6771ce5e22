cuda_tile.module @gather_scatter_mod {
  entry @scatter_rows(%Src: tile<ptr<f32>>, %Idx: tile<ptr<i32>>, %Out: tile<ptr<f32>>,
                      %R: tile<i32>, %N: tile<i32>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvi = make_tensor_view %Idx, shape = [%N], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %pi = make_partition_view %tvi : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %idx, %t0 = load_view_tko weak %pi[%b] : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %lane0 = iota : tile<16xi32>
    %c16 = constant <i32: 16> : tile<i32>
    %first = muli %b, %c16 : tile<i32>
    %first1 = reshape %first : tile<i32> -> tile<1xi32>
    %firstb = broadcast %first1 : tile<1xi32> -> tile<16xi32>
    %lane = addi %lane0, %firstb : tile<16xi32>
    %n1 = reshape %N : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<16xi32>
    %valid = cmpi less_than %lane, %nb, signed : tile<16xi32> -> tile<16xi1>
    %r1 = reshape %R : tile<i32> -> tile<1xi32>
    %rb = broadcast %r1 : tile<1xi32> -> tile<16xi32>
    %rows = select %valid, %idx, %rb : tile<16xi1>, tile<16xi32>
    %tvs = make_tensor_view %Src, shape = [%N, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %tvo = make_tensor_view %Out, shape = [%R, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %ps = make_partition_view %tvs : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>
    %go = make_gather_scatter_view %tvo : gather_scatter_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>
    %x, %t1 = load_view_tko weak %ps[%b, %c0] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %t2 = store_view_tko weak %x, %go[%rows, %c0] : tile<16x32xf32>, gather_scatter_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> token
    return
  }
}
