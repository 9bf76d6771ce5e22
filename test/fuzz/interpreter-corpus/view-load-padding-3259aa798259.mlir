cuda_tile.module @m {
  testing$func @pad_small(%p: tile<ptr<f8E4M3FN>>, %h: tile<ptr<f16>>, %b: tile<ptr<bf16>>) -> (tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf16>, tile<4xbf16>, tile<4xf16>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [3], strides = [1] : tensor_view<3xf8E4M3FN, strides=[1]>
    %v0 = make_partition_view %tv : partition_view<tile=(4), padding_value = pos_inf, tensor_view<3xf8E4M3FN, strides=[1]>>
    %a0, %t0 = load_view_tko weak %v0[%c0] : partition_view<tile=(4), padding_value = pos_inf, tensor_view<3xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %v1 = make_partition_view %tv : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xf8E4M3FN, strides=[1]>>
    %a1, %t1 = load_view_tko weak %v1[%c0] : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %v2 = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<3xf8E4M3FN, strides=[1]>>
    %a2, %t2 = load_view_tko weak %v2[%c0] : partition_view<tile=(4), padding_value = nan, tensor_view<3xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %th = make_tensor_view %h, shape = [3], strides = [1] : tensor_view<3xf16, strides=[1]>
    %v3 = make_partition_view %th : partition_view<tile=(4), padding_value = nan, tensor_view<3xf16, strides=[1]>>
    %a3, %t3 = load_view_tko weak %v3[%c0] : partition_view<tile=(4), padding_value = nan, tensor_view<3xf16, strides=[1]>>, tile<i32> -> tile<4xf16>, token
    %tb = make_tensor_view %b, shape = [3], strides = [1] : tensor_view<3xbf16, strides=[1]>
    %v4 = make_partition_view %tb : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xbf16, strides=[1]>>
    %a4, %t4 = load_view_tko weak %v4[%c0] : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xbf16, strides=[1]>>, tile<i32> -> tile<4xbf16>, token
    %v5 = make_partition_view %th : partition_view<tile=(4), tensor_view<3xf16, strides=[1]>>
    %a5, %t5 = load_view_tko weak %v5[%c0] : partition_view<tile=(4), tensor_view<3xf16, strides=[1]>>, tile<i32> -> tile<4xf16>, token
    return %a0, %a1, %a2, %a3, %a4, %a5 : tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf16>, tile<4xbf16>, tile<4xf16>
  }
  testing$func @pad_f4(%p: tile<ptr<f4E2M1FN>>) -> (tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2, 2], strides = [2, 1] : tensor_view<2x2xf4E2M1FN, strides=[2,1]>
    %v0 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = pos_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a0, %t0 = load_view_tko weak %v0[%c0, %c0] : partition_view<tile=(2x4), padding_value = pos_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    %v1 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a1, %t1 = load_view_tko weak %v1[%c0, %c0] : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    %v2 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a2, %t2 = load_view_tko weak %v2[%c0, %c0] : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    %v3 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = nan, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a3, %t3 = load_view_tko weak %v3[%c0, %c0] : partition_view<tile=(2x4), padding_value = nan, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    return %a0, %a1, %a2, %a3 : tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>
  }
}
