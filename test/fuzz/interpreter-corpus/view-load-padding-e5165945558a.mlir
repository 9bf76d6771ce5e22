cuda_tile.module @m {
  testing$func @pad_e8m0(%p: tile<ptr<f8E8M0FNU>>) -> (tile<4xf8E8M0FNU>, tile<4xf8E8M0FNU>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2], strides = [1] : tensor_view<2xf8E8M0FNU, strides=[1]>
    %v0 = make_partition_view %tv : partition_view<tile=(4), padding_value = neg_zero, tensor_view<2xf8E8M0FNU, strides=[1]>>
    %a0, %t0 = load_view_tko weak %v0[%c0] : partition_view<tile=(4), padding_value = neg_zero, tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<4xf8E8M0FNU>, token
    %v1 = make_partition_view %tv : partition_view<tile=(4), padding_value = pos_inf, tensor_view<2xf8E8M0FNU, strides=[1]>>
    %a1, %t1 = load_view_tko weak %v1[%c0] : partition_view<tile=(4), padding_value = pos_inf, tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<4xf8E8M0FNU>, token
    return %a0, %a1 : tile<4xf8E8M0FNU>, tile<4xf8E8M0FNU>
  }
}
