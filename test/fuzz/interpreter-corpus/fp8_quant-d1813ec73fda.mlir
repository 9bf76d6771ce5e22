cuda_tile.module @fp8_mod {
  entry @quantize_fp8(%X: tile<ptr<f32>>, %Q: tile<ptr<f8E4M3FN>>, %Scale: tile<ptr<f32>>,
                      %R: tile<i32>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [%R, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvq = make_tensor_view %Q, shape = [%R, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf8E4M3FN, strides=[64,1]>
    %tvs = make_tensor_view %Scale, shape = [%R], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %px = make_partition_view %tvx : partition_view<tile=(4x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pq = make_partition_view %tvq : partition_view<tile=(4x64), tensor_view<?x64xf8E4M3FN, strides=[64,1]>>
    %ps = make_partition_view %tvs : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %px[%b, %c0] : partition_view<tile=(4x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x64xf32>, token
    %ax = absf %x : tile<4x64xf32>
    %amax = reduce %ax dim=1 identities=[0.0 : f32] : tile<4x64xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %m = maxf %e, %a : tile<f32>
        yield %m : tile<f32>
      }
    %tiny = constant <f32: 7.88860905e-31> : tile<4xf32>
    %fmax = constant <f32: 448.0> : tile<4xf32>
    %amax1 = maxf %amax, %tiny : tile<4xf32>
    %scale = divf %amax1, %fmax : tile<4xf32>
    %scale2 = reshape %scale : tile<4xf32> -> tile<4x1xf32>
    %scaleb = broadcast %scale2 : tile<4x1xf32> -> tile<4x64xf32>
    %xs = divf %x, %scaleb : tile<4x64xf32>
    %q = ftof %xs : tile<4x64xf32> -> tile<4x64xf8E4M3FN>
    %t1 = store_view_tko weak %q, %pq[%b, %c0] : tile<4x64xf8E4M3FN>, partition_view<tile=(4x64), tensor_view<?x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> token
    %t2 = store_view_tko weak %scale, %ps[%b] : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @dequantize_fp8(%Q: tile<ptr<f8E4M3FN>>, %Scale: tile<ptr<f32>>, %Y: tile<ptr<f32>>,
                        %R: tile<i32>) {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%R, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf8E4M3FN, strides=[64,1]>
    %tvs = make_tensor_view %Scale, shape = [%R], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tvy = make_tensor_view %Y, shape = [%R, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(4x64), padding_value = zero, tensor_view<?x64xf8E4M3FN, strides=[64,1]>>
    %ps = make_partition_view %tvs : partition_view<tile=(4), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %py = make_partition_view %tvy : partition_view<tile=(4x64), tensor_view<?x64xf32, strides=[64,1]>>
    %q, %t0 = load_view_tko weak %pq[%b, %c0] : partition_view<tile=(4x64), padding_value = zero, tensor_view<?x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<4x64xf8E4M3FN>, token
    %s, %t1 = load_view_tko weak %ps[%b] : partition_view<tile=(4), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %qf = ftof %q : tile<4x64xf8E4M3FN> -> tile<4x64xf32>
    %s2 = reshape %s : tile<4xf32> -> tile<4x1xf32>
    %sb = broadcast %s2 : tile<4x1xf32> -> tile<4x64xf32>
    %y = mulf %qf, %sb : tile<4x64xf32>
    %t2 = store_view_tko weak %y, %py[%b, %c0] : tile<4x64xf32>, partition_view<tile=(4x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
