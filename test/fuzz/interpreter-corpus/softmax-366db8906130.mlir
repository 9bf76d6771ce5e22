cuda_tile.module @softmax_mod {
  entry @softmax(%X: tile<ptr<f32>>, %Y: tile<ptr<f32>>, %R: tile<i32>, %C: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvy = make_tensor_view %Y, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tvx : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %tvy : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %t0 = load_view_tko weak %px[%bx, %c0] : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %mx = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<4x1024xf32> -> tile<4xf32>
      (%e1: tile<f32>, %a1: tile<f32>) {
        %m1 = maxf %e1, %a1 : tile<f32>
        yield %m1 : tile<f32>
      }
    %mx2 = reshape %mx : tile<4xf32> -> tile<4x1xf32>
    %mxb = broadcast %mx2 : tile<4x1xf32> -> tile<4x1024xf32>
    %d = subf %x, %mxb : tile<4x1024xf32>
    %ex = exp %d : tile<4x1024xf32>
    %sm = reduce %ex dim=1 identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4xf32>
      (%e2: tile<f32>, %a2: tile<f32>) {
        %s2 = addf %e2, %a2 : tile<f32>
        yield %s2 : tile<f32>
      }
    %sm2 = reshape %sm : tile<4xf32> -> tile<4x1xf32>
    %smb = broadcast %sm2 : tile<4x1xf32> -> tile<4x1024xf32>
    %y = divf %ex, %smb : tile<4x1024xf32>
    %t1 = store_view_tko weak %y, %py[%bx, %c0] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
