from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.list_subscriptions_response_200 import ListSubscriptionsResponse200
from ...models.list_subscriptions_status_type_1 import check_list_subscriptions_status_type_1
from ...models.list_subscriptions_status_type_1 import ListSubscriptionsStatusType1
from ...models.list_subscriptions_status_type_2_type_1 import check_list_subscriptions_status_type_2_type_1
from ...models.list_subscriptions_status_type_2_type_1 import ListSubscriptionsStatusType2Type1
from ...models.list_subscriptions_status_type_3_type_1 import check_list_subscriptions_status_type_3_type_1
from ...models.list_subscriptions_status_type_3_type_1 import ListSubscriptionsStatusType3Type1
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 | ListSubscriptionsStatusType3Type1 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str):
        json_status = status
    elif isinstance(status, str):
        json_status = status
    elif isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    json_plan_id: None | str | Unset
    if isinstance(plan_id, Unset):
        json_plan_id = UNSET
    else:
        json_plan_id = plan_id
    params["plan_id"] = json_plan_id

    json_customer_id: None | str | Unset
    if isinstance(customer_id, Unset):
        json_customer_id = UNSET
    else:
        json_customer_id = customer_id
    params["customer_id"] = json_customer_id

    json_page: int | None | Unset
    if isinstance(page, Unset):
        json_page = UNSET
    else:
        json_page = page
    params["page"] = json_page

    json_per_page: int | None | Unset
    if isinstance(per_page, Unset):
        json_per_page = UNSET
    else:
        json_per_page = per_page
    params["per_page"] = json_per_page


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/subscriptions",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200 | None:
    if response.status_code == 200:
        response_200 = ListSubscriptionsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        def _parse_response_403(data: object) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = ErrorMERCHANTNOTFOUND.from_dict(data)



                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_1 = ErrorMERCHANTNOTAPPROVED.from_dict(data)



                return response_403_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_2 = ErrorFORBIDDEN.from_dict(data)



            return response_403_type_2

        response_403 = _parse_response_403(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = ErrorVALIDATIONERROR.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 | ListSubscriptionsStatusType3Type1 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200]:
    """ List subscriptions

    Args:
        status (ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 |
            ListSubscriptionsStatusType3Type1 | None | Unset):
        plan_id (None | str | Unset):
        customer_id (None | str | Unset):
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200]
     """


    kwargs = _get_kwargs(
        status=status,
plan_id=plan_id,
customer_id=customer_id,
page=page,
per_page=per_page,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 | ListSubscriptionsStatusType3Type1 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200 | None:
    """ List subscriptions

    Args:
        status (ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 |
            ListSubscriptionsStatusType3Type1 | None | Unset):
        plan_id (None | str | Unset):
        customer_id (None | str | Unset):
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200
     """


    return sync_detailed(
        client=client,
status=status,
plan_id=plan_id,
customer_id=customer_id,
page=page,
per_page=per_page,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 | ListSubscriptionsStatusType3Type1 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200]:
    """ List subscriptions

    Args:
        status (ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 |
            ListSubscriptionsStatusType3Type1 | None | Unset):
        plan_id (None | str | Unset):
        customer_id (None | str | Unset):
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200]
     """


    kwargs = _get_kwargs(
        status=status,
plan_id=plan_id,
customer_id=customer_id,
page=page,
per_page=per_page,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 | ListSubscriptionsStatusType3Type1 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200 | None:
    """ List subscriptions

    Args:
        status (ListSubscriptionsStatusType1 | ListSubscriptionsStatusType2Type1 |
            ListSubscriptionsStatusType3Type1 | None | Unset):
        plan_id (None | str | Unset):
        customer_id (None | str | Unset):
        page (int | None | Unset): page number, from 1
        per_page (int | None | Unset): rows per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ListSubscriptionsResponse200
     """


    return (await asyncio_detailed(
        client=client,
status=status,
plan_id=plan_id,
customer_id=customer_id,
page=page,
per_page=per_page,

    )).parsed
