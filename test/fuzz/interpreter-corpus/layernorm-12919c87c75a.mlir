cuda_tile.module @layernorm_mod {
  entry @layernorm(%X: tile<ptr<f32>>, %Gamma: tile<ptr<f32>>, %Beta: tile<ptr<f32>>,
                   %Y: tile<ptr<f32>>, %R: tile<i32>, %C: tile<i32>, %eps: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvy = make_tensor_view %Y, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvg = make_tensor_view %Gamma, shape = [%C], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tvb = make_tensor_view %Beta, shape = [%C], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %px = make_partition_view %tvx : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %tvy : partition_view<tile=(4x256), tensor_view<?x?xf32, strides=[?,1]>>
    %pg = make_partition_view %tvg : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %px[%bx, %c0] : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x256xf32>, token
    %cf = itof %C signed : tile<i32> -> tile<f32>
    %cf1 = reshape %cf : tile<f32> -> tile<1xf32>
    %cf4 = broadcast %cf1 : tile<1xf32> -> tile<4xf32>
    %sum = reduce %x dim=1 identities=[0.0 : f32] : tile<4x256xf32> -> tile<4xf32>
      (%e1: tile<f32>, %a1: tile<f32>) {
        %s1 = addf %e1, %a1 : tile<f32>
        yield %s1 : tile<f32>
      }
    %mean = divf %sum, %cf4 : tile<4xf32>
    %mean2 = reshape %mean : tile<4xf32> -> tile<4x1xf32>
    %meanb = broadcast %mean2 : tile<4x1xf32> -> tile<4x256xf32>
    %d = subf %x, %meanb : tile<4x256xf32>
    %col = iota : tile<256xi32>
    %col2 = reshape %col : tile<256xi32> -> tile<1x256xi32>
    %colb = broadcast %col2 : tile<1x256xi32> -> tile<4x256xi32>
    %cc = reshape %C : tile<i32> -> tile<1x1xi32>
    %ccb = broadcast %cc : tile<1x1xi32> -> tile<4x256xi32>
    %inside = cmpi less_than %colb, %ccb, signed : tile<4x256xi32> -> tile<4x256xi1>
    %zeros = constant <f32: 0.0> : tile<4x256xf32>
    %dm = select %inside, %d, %zeros : tile<4x256xi1>, tile<4x256xf32>
    %sq = mulf %dm, %dm : tile<4x256xf32>
    %ssq = reduce %sq dim=1 identities=[0.0 : f32] : tile<4x256xf32> -> tile<4xf32>
      (%e2: tile<f32>, %a2: tile<f32>) {
        %s2 = addf %e2, %a2 : tile<f32>
        yield %s2 : tile<f32>
      }
    %var = divf %ssq, %cf4 : tile<4xf32>
    %eps1 = reshape %eps : tile<f32> -> tile<1xf32>
    %eps4 = broadcast %eps1 : tile<1xf32> -> tile<4xf32>
    %vareps = addf %var, %eps4 : tile<4xf32>
    %rstd = rsqrt %vareps : tile<4xf32>
    %rstd2 = reshape %rstd : tile<4xf32> -> tile<4x1xf32>
    %rstdb = broadcast %rstd2 : tile<4x1xf32> -> tile<4x256xf32>
    %n = mulf %d, %rstdb : tile<4x256xf32>
    %g, %t1 = load_view_tko weak %pg[%c0] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %b, %t2 = load_view_tko weak %pb[%c0] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %g2 = reshape %g : tile<256xf32> -> tile<1x256xf32>
    %gb = broadcast %g2 : tile<1x256xf32> -> tile<4x256xf32>
    %b2 = reshape %b : tile<256xf32> -> tile<1x256xf32>
    %bb = broadcast %b2 : tile<1x256xf32> -> tile<4x256xf32>
    %y = fma %n, %gb, %bb : tile<4x256xf32>
    %t3 = store_view_tko weak %y, %py[%bx, %c0] : tile<4x256xf32>, partition_view<tile=(4x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
