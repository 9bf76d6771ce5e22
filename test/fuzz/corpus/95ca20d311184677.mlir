cuda_tile.module @m {
  testing$func @first_square_above() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c50 = constant <i32: 50> : tile<i32>
    %r = loop iter_values(%i = %c0) : tile<i32> -> tile<i32> {
      %sq = muli %i, %i : tile<i32>
      %big = cmpi greater_than %sq, %c50, signed : tile<i32> -> tile<i1>
      if %big {
        return %i : tile<i32>
      }
      %next = addi %i, %c1 : tile<i32>
      continue %next : tile<i32>
    }
    %never = constant <i32: -1> : tile<i32>
    return %never : tile<i32>
  }

  testing$func @nested() -> (tile<4xf32>, tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %init = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %outer:2 = loop iter_values(%acc = %init, %o = %c0) : tile<4xf32>, tile<i32> -> tile<4xf32>, tile<i32> {
      %inner:2 = loop iter_values(%a = %acc, %k = %c0) : tile<4xf32>, tile<i32> -> tile<4xf32>, tile<i32> {
        %doubled = addf %a, %a : tile<4xf32>
        %k1 = addi %k, %c1 : tile<i32>
        %secondOuter = cmpi equal %o, %c1, signed : tile<i32> -> tile<i1>
        %thirdStep = cmpi equal %k1, %c2, signed : tile<i32> -> tile<i1>
        %both = andi %secondOuter, %thirdStep : tile<i1>
        if %both {
          return %doubled, %o : tile<4xf32>, tile<i32>
        }
        %done = cmpi equal %k1, %c3, signed : tile<i32> -> tile<i1>
        if %done {
          break %doubled, %k1 : tile<4xf32>, tile<i32>
        }
        continue %doubled, %k1 : tile<4xf32>, tile<i32>
      }
      %o1 = addi %o, %c1 : tile<i32>
      continue %inner#0, %o1 : tile<4xf32>, tile<i32>
    }
    return %outer#0, %outer#1 : tile<4xf32>, tile<i32>
  }

  testing$func @body_returns() -> tile<i32> {
    %c7 = constant <i32: 7> : tile<i32>
    %r = loop iter_values(%v = %c7) : tile<i32> -> tile<i32> {
      return %v : tile<i32>
    }
    %c0 = constant <i32: 0> : tile<i32>
    return %c0 : tile<i32>
  }

  entry @early_store(%out: tile<ptr<i32>>) {
    %c5 = constant <i32: 5> : tile<4xi32>
    %c9 = constant <i32: 9> : tile<4xi32>
    %zero = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    loop {
      %t = store_view_tko weak %c5, %pv[%zero] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
      return
    }
    %t2 = store_view_tko weak %c9, %pv[%zero] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
