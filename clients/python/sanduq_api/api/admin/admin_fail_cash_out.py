from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_fail_cash_out_body import AdminFailCashOutBody
from ...models.admin_fail_cash_out_response_200 import AdminFailCashOutResponse200
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_invalidpaymentstatus import ErrorINVALIDPAYMENTSTATUS
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminFailCashOutBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/cash-outs/{id}/fail".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    if response.status_code == 200:
        response_200 = AdminFailCashOutResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ErrorVALIDATIONERROR.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ErrorINVALIDPAYMENTSTATUS.from_dict(data)



            return response_422_type_1

        response_422 = _parse_response_422(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminFailCashOutBody,

) -> Response[AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminFailCashOutBody,

) -> AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminFailCashOutBody,

) -> Response[AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminFailCashOutBody,

) -> AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    """ Mark a pending cash-out failed: its money returns to the user's wallet

     Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS.
    The returned amount may take the wallet above its tier's balance (it was the user's). Event
    cash_out.failed; the user's statement shows cash_out_returned.

    Args:
        id (str):
        body (AdminFailCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminFailCashOutResponse200 | ErrorFORBIDDEN | ErrorINVALIDPAYMENTSTATUS | ErrorVALIDATIONERROR | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
